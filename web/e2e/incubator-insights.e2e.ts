import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ANSWER_FIXTURES } from "../../seed/incubator/answer-fixtures";
import { axeViolations, newPage, signInAs, useBrowser } from "./browser";
import { registerAdmin } from "./fresh-admin";

useBrowser();

// The seeded answer that passes DISCOVER's first step (a list step).
const GOOD_SKILLS = ANSWER_FIXTURES["1"]!.good[0]!.input as string[];
const INSIGHTS_PAGE = "/admin/incubator?tab=insights";

/** The trigger moves the counters after the evaluation is stored: the tab is read again until they show. */
async function openInsights(page: Page) {
  await expect
    .poll(
      async () => {
        await page.goto(INSIGHTS_PAGE);
        await page.getByRole("heading", { name: "Stuck learners" }).waitFor();
        return page.getByRole("heading", { name: "Steps" }).count();
      },
      { timeout: 30_000, interval: 1_000 },
    )
    .toBe(1);
}

/** Nothing wider than the window: no sideways scrolling of the page. */
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe("the Incubator admin's Insights", () => {
  it("shows an evaluated step's figures as charts and tables, axe-clean on a phone, at 320 px and on a desktop", async () => {
    // A fresh admin passes DISCOVER's first step (admins may use the Incubator before its launch).
    const answerer = await registerAdmin();
    const answering = await newPage();
    const viewing = await newPage();
    try {
      await signInAs(answering.page, answerer.username, answerer.password);
      await answering.page.goto("/incubator/phase/DISCOVER/step/1");
      const item = answering.page.getByLabel("Add an item");
      for (const skill of GOOD_SKILLS) {
        await item.fill(skill);
        await item.press("Enter");
      }
      await answering.page.getByRole("button", { name: "Submit for Review" }).click();
      await answering.page.getByRole("heading", { name: "Passed!" }).waitFor({ timeout: 30_000 });

      // The seeded admin reads the figures on a phone: each chart is an image named by its summary.
      const { page } = viewing;
      await signInAs(page, "admin", "Admin12345");
      await openInsights(page);
      expect(await page.getByRole("tab", { name: "Insights" }).getAttribute("aria-selected")).toBe("true");
      await page.getByRole("img", { name: /^Discover, learners who reached/ }).waitFor();
      await page
        .getByRole("img", {
          name: /^Last 30 days, per day: [1-9]\d* evaluations/,
        })
        .waitFor();
      await page
        .getByRole("list", { name: "Learners stuck: 3+ failed attempts" })
        .or(page.getByText(/^No learner has failed/))
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);

      // The CSV downloads with every step's row.
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Steps CSV" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^solosensei_incubator_steps_\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = await readFile((await download.path())!, "utf8");
      expect(csv.split("\r\n")[0]).toBe(
        "Phase,Step,Title,Reached,Attempted,Passed,Median attempts to pass,Median latest score,Most often missing,Times judged missing",
      );

      // The idle learners' list; then the narrowest phone, a tablet and a desktop, where the tables show.
      // By keyboard: the arrow key moves to the other kind and checks it.
      await page.getByRole("radio", { name: "3+ failed attempts" }).focus();
      await page.keyboard.press("ArrowRight");
      expect(await page.getByRole("radio", { name: "No attempt in 14 days" }).isChecked()).toBe(true);
      await page
        .getByRole("list", { name: "Learners stuck: No attempt in 14 days" })
        .or(page.getByText(/^No learner has left/))
        .waitFor();
      for (const width of [320, 640, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        // The charts follow their boxes' new size a frame later.
        await expect.poll(() => pageOverflow(page)).toBe(0);
        expect(await axeViolations(page)).toEqual([]);
      }
      await page
        .getByRole("table", {
          name: "Discover: each step's learners and results",
        })
        .waitFor();
      await page
        .getByRole("table", {
          name: "Evaluations, gate stops and coach changes per day",
        })
        .waitFor();
    } finally {
      await Promise.all([answering.context.close(), viewing.context.close()]);
    }
  }, 180_000);
});

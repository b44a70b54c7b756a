import { describe, expect, it } from "vitest";
import { ANSWER_FIXTURES } from "../../seed/incubator/answer-fixtures";
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { axeViolations, newPage, registerAccount, signInAs, useBrowser } from "./browser";
import { registerAdmin } from "./fresh-admin";

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

useBrowser();

/** The browser's calendar day, as the plan's file name carries it. */
const localDay = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
  });

// The seeded answer fixtures: DISCOVER step 1 is a list step, step 2 a text step.
const GOOD_SKILLS = ANSWER_FIXTURES["1"]!.good[0]!.input as string[];
const POOR_ANSWER = ANSWER_FIXTURES["2"]!.poor.find((answer) => answer.kind === "vague")!.input as string;

describe("Incubator", () => {
  it("a fresh admin passes the first DISCOVER step, fails the next, and finds the draft and feedback after a reload", async () => {
    const admin = await registerAdmin();
    const { page, context } = await newPage();
    await signInAs(page, admin.username, admin.password);

    await page.goto("/incubator");
    await page.getByRole("heading", { name: "Incubator Roadmap" }).waitFor();
    const overall = page.getByRole("region", { name: "Overall progress" });
    await overall.getByText("Badges 0/6").waitFor();
    await overall.getByText("0 XP").waitFor();
    await page.getByRole("region", { name: "Sensei Tips" }).getByText("For Discover").waitFor();
    // Only DISCOVER is open: the next phase is dimmed and no link.
    expect(await page.getByRole("article").filter({ hasText: "Phase 2" }).getByRole("link").count()).toBe(0);
    await page.getByRole("article", { name: "Discover" }).getByRole("link").click();

    await page.getByRole("heading", { name: "Phase 1: Discover" }).waitFor();
    await page.getByText(/^0 of \d+ steps complete$/).waitFor();
    const steps = page.getByRole("list", { name: "Steps" }).getByRole("listitem");
    await steps.nth(0).getByText("In Progress").waitFor();
    await steps.nth(1).getByText("Locked").waitFor();
    expect(await steps.nth(1).getByRole("link").count()).toBe(0);
    await steps.nth(0).getByRole("link").click();

    // Step 1: a multi-item answer that passes.
    await page.getByRole("heading", { name: "What good looks like" }).waitFor();
    const submit = page.getByRole("button", { name: "Submit for Review" });
    expect(await submit.isDisabled()).toBe(true);
    const item = page.getByLabel("Add an item");
    for (const skill of GOOD_SKILLS) {
      await item.fill(skill);
      await item.press("Enter");
    }
    expect(await submit.isEnabled()).toBe(true);
    // At 320 px the pass's toast covers neither the page's title nor the step's 'Continue'.
    await page.setViewportSize({ width: 320, height: 640 });
    await submit.click();
    await page.getByText("Your sensei is reviewing your answer...").waitFor();
    await page.getByRole("heading", { name: "Passed!" }).waitFor({ timeout: 30_000 });
    await page.locator("canvas").first().waitFor({ state: "attached" }); // the confetti
    await page.getByText("Excellent Work!").waitFor();
    const toast = (await page.getByRole("status").filter({ hasText: "Excellent Work!" }).boundingBox())!;
    const title = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
    const proceed = (await page.getByRole("button", { name: "Mark Complete & Continue" }).boundingBox())!;
    expect(overlaps(toast, title)).toBe(false);
    expect(overlaps(toast, proceed)).toBe(false);
    await page.setViewportSize({ width: 390, height: 844 });
    await page
      .getByText(/Score: \d+\/100 · \+(50|75) XP/)
      .first()
      .waitFor();
    await page.getByRole("heading", { name: "How your answer was judged" }).waitFor();
    await page.getByRole("region", { name: "Recommended for you" }).waitFor();

    await page.getByRole("button", { name: "Mark Complete & Continue" }).click();
    await page.getByText("Step Complete!").waitFor();
    await page.waitForURL("**/incubator/phase/DISCOVER");
    await steps.nth(0).getByText("Complete", { exact: true }).waitFor();
    await steps
      .nth(0)
      .getByText(/^Score: \d+\/100$/)
      .waitFor();
    await page.getByText(/^1 of \d+ steps complete$/).waitFor();

    // The business plan shows the passed answer under its plan heading and the next step as a gap;
    // it downloads as Markdown and prints without the navigation.
    await page.goto("/incubator/plan");
    await page.getByRole("heading", { name: "Your Business Plan" }).waitFor();
    await page.getByRole("region", { name: "What I am good at" }).getByText(GOOD_SKILLS[0]!.trim()).waitFor();
    await page.getByRole("region", { name: "The problem I solve" }).getByText("Not written yet.").waitFor();
    // A gap whose step is still locked says which step opens it and links to the one to work on now.
    const heard = page.getByRole("region", { name: "What I heard" });
    await heard.getByText(/Opens when you finish "/).waitFor();
    expect(await heard.getByRole("link", { name: /^Work on ".+" now$/ }).getAttribute("href")).toBe(
      "/incubator/phase/DISCOVER/step/2",
    );
    expect(await axeViolations(page)).toEqual([]);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download as Markdown" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`solosensei_plan_${admin.username}_${await localDay(page)}.md`);
    expect(await readFile(await file.path(), "utf8")).toContain(`### What I am good at\n\n- ${GOOD_SKILLS[0]!.trim()}`);
    await page.emulateMedia({ media: "print" });
    for (const nav of await page.locator("nav").all()) expect(await nav.isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Download as Markdown" }).isVisible()).toBe(false);
    await page.emulateMedia({ media: "screen" });
    await page.goto("/incubator/phase/DISCOVER");

    // Step 2: a poor text answer does not pass.
    await steps.nth(1).getByText("In Progress").waitFor();
    await steps.nth(1).getByRole("link").click();
    const answer = page.getByLabel("Your answer");
    await answer.fill(POOR_ANSWER);
    await page.getByRole("button", { name: "Submit for Review" }).click();
    await page.getByRole("heading", { name: "Keep Improving" }).waitFor({ timeout: 30_000 });
    await page.getByText(/Score: \d+\/100\. Check the feedback below for suggestions\./).waitFor();
    expect(await page.getByRole("button", { name: "Mark Complete & Continue" }).count()).toBe(0);
    await page.getByRole("region", { name: "Previous attempts" }).waitFor();

    // A new draft is kept locally (every 3 s) and comes back before the saved answer.
    const draft = "Owners of two or three cafes lose about 6 hours a week on";
    await answer.fill(draft);
    await page.waitForTimeout(3500);
    await page.reload();
    await page.getByRole("heading", { name: "Keep Improving" }).waitFor();
    expect(await page.getByLabel("Your answer").inputValue()).toBe(draft);

    await page.goto("/incubator");
    await page
      .getByRole("region", { name: "Overall progress" })
      .getByText(/^\d+ XP$/)
      .waitFor();
    expect(await page.getByRole("region", { name: "Overall progress" }).getByText("0 XP").count()).toBe(0);
    await context.close();
  }, 180_000);

  it("a learner sees what is coming, and the restricted phase and step views", async () => {
    const learner = await registerAccount();
    const { page, context } = await newPage();
    await signInAs(page, learner.username, learner.password);
    await page.goto("/incubator");
    await page.getByRole("heading", { name: "Incubator Coming Soon" }).waitFor();
    await page.getByText("6 structured phases", { exact: false }).waitFor();
    await page.goto("/incubator/phase/DISCOVER");
    await page.getByRole("heading", { name: "Access Restricted" }).waitFor();
    await page.goto("/incubator/phase/DISCOVER/step/1");
    await page.getByRole("heading", { name: "Access Restricted" }).waitFor();
    await page.goto("/incubator/plan");
    await page.getByRole("heading", { name: "Access Restricted" }).waitFor();
    await page.getByText("The Incubator feature is currently only available to administrators.").waitFor();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await context.close();
  });
});

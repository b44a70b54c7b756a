import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { ANSWER_FIXTURES } from "../../seed/incubator/answer-fixtures";
import { axeViolations, newPage, registerAccount, signInAs, useBrowser } from "./browser";
import { registerAdmin } from "./fresh-admin";

useBrowser();

// The seeded answer that passes DISCOVER's first step (a list step).
const GOOD_SKILLS = ANSWER_FIXTURES["1"]!.good[0]!.input as string[];

/** The navigation shown (the side one on a desktop): its Incubator item is a link, or disabled with 'Soon'. */
const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

/** Closes the Incubator through the API as the signed-in admin, whatever the test left. */
const closeIncubator = (page: Page) =>
  page.evaluate(async () => {
    await fetch("/api/admin/incubator/launch", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ open: false }),
    });
  });

/** In the Incubator admin's Launch tab: asks for the change, then confirms it. */
async function changeLaunch(page: Page, button: string, confirm: string, done: string) {
  await page.getByRole("button", { name: button }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: confirm }).click();
  await page.getByText(done, { exact: true }).first().waitFor();
  await dialog.waitFor({ state: "hidden" });
}

describe("the Incubator's launch", () => {
  it("an admin opens it, a learner passes a step and prints their plan; closed again, the learner's work waits", async () => {
    const [admin, learner] = await Promise.all([registerAdmin(), registerAccount()]);
    const adminSide = await newPage();
    const learnerSide = await newPage();
    const learnerPage = learnerSide.page;
    const adminPage = adminSide.page;
    await signInAs(learnerPage, learner.username, learner.password);
    await signInAs(adminPage, admin.username, admin.password);
    try {
      // Closed: the learner's nav says 'Soon' and the roadmap is coming.
      await learnerPage.goto("/incubator");
      await learnerPage.getByRole("heading", { name: "Incubator Coming Soon" }).waitFor();
      await mainNav(learnerPage).getByText("Soon").waitFor();

      // The admin panel says it is closed and leads to the Launch tab, where the admin opens it.
      await adminPage.goto("/admin");
      await adminPage.getByText("Incubator for admins only").waitFor();
      await adminPage.getByRole("link", { name: "Change the launch" }).click();
      await adminPage.getByRole("heading", { name: "Launch" }).waitFor();
      await adminPage.getByRole("region", { name: "Launch" }).getByText("Incubator for admins only").waitFor();
      expect(await axeViolations(adminPage)).toEqual([]);
      await changeLaunch(adminPage, "Open to learners", "Open the Incubator", "Incubator open to learners");
      await adminPage.getByText(`Opened by ${admin.username}`, { exact: false }).waitFor();

      // Open: after a reload the learner's nav leads to the roadmap, and the first step passes.
      await learnerPage.reload();
      await learnerPage.getByRole("heading", { name: "Incubator Roadmap" }).waitFor();
      await mainNav(learnerPage).getByRole("link", { name: "Incubator" }).waitFor();
      expect(await mainNav(learnerPage).getByText("Soon").count()).toBe(0);
      await learnerPage.goto("/incubator/phase/DISCOVER/step/1");
      const item = learnerPage.getByLabel("Add an item");
      for (const skill of GOOD_SKILLS) {
        await item.fill(skill);
        await item.press("Enter");
      }
      await learnerPage.getByRole("button", { name: "Submit for Review" }).click();
      await learnerPage.getByRole("heading", { name: "Passed!" }).waitFor({ timeout: 30_000 });

      // The plan holds the learner's own words, and prints without the navigation.
      await learnerPage.goto("/incubator/plan");
      await learnerPage.getByRole("heading", { name: "Your Business Plan" }).waitFor();
      const skills = learnerPage.getByRole("region", { name: "What I am good at" });
      await skills.getByText(GOOD_SKILLS[0]!.trim()).waitFor();
      await learnerPage.emulateMedia({ media: "print" });
      for (const nav of await learnerPage.locator("nav").all()) expect(await nav.isVisible()).toBe(false);
      expect(await skills.getByText(GOOD_SKILLS[0]!.trim()).isVisible()).toBe(true);
      await learnerPage.emulateMedia({ media: "screen" });

      // Closed again: the learner is shown what is coming; their plan is intact when it reopens.
      await changeLaunch(adminPage, "Close to learners", "Close the Incubator", "Incubator for admins only");
      // Still on the open tab, no reload: the roadmap's refused answer shows what is coming at once,
      // though the access answer the tab holds still says open (not 'could not be loaded').
      await learnerPage.getByRole("main").getByRole("link", { name: "Back to Roadmap" }).click();
      await learnerPage.getByRole("heading", { name: "Incubator Coming Soon" }).waitFor();
      await learnerPage.goto("/incubator");
      await learnerPage.getByRole("heading", { name: "Incubator Coming Soon" }).waitFor();
      await learnerPage.goto("/incubator/plan");
      await learnerPage.getByRole("heading", { name: "Access Restricted" }).waitFor();
      await changeLaunch(adminPage, "Open to learners", "Open the Incubator", "Incubator open to learners");
      await learnerPage.reload();
      await learnerPage.getByRole("region", { name: "What I am good at" }).getByText(GOOD_SKILLS[0]!.trim()).waitFor();
    } finally {
      // The other browser tests expect it closed, as the seed leaves it.
      await closeIncubator(adminPage);
      await Promise.all([adminSide.context.close(), learnerSide.context.close()]);
    }
  }, 240_000);
});

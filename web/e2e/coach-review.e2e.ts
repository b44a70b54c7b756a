import { describe, expect, it } from "vitest";
import { ANSWER_FIXTURES } from "../../seed/incubator/answer-fixtures";
import { newPage, settledAxe, signInAs, useBrowser } from "./browser";
import { registerAdmin } from "./fresh-admin";
import type { Page } from "playwright-core";

useBrowser();

// DISCOVER step 1 is a list step; step 2, "The problem you solve", a text step whose plan heading is
// "The problem I solve". The offline evaluator judges this short answer's required criterion only
// partly met: a borderline verdict, queued for the coaches.
const GOOD_SKILLS = ANSWER_FIXTURES["1"]!.good[0]!.input as string[];
const SHORT_PROBLEM = ANSWER_FIXTURES["2"]!.poor.find((answer) => answer.kind === "too short")!.input as string;
const REASON = "It names who and what hurts; the evaluator wanted length, not substance.";
const NOTE = "Next time add how often it happens and what it costs them.";

async function submitStep(page: Page, path: string, fill: (page: Page) => Promise<void>, verdict: string) {
  await page.goto(path);
  await page.getByRole("button", { name: "Submit for Review" }).waitFor();
  await fill(page);
  await page.getByRole("button", { name: "Submit for Review" }).click();
  await page.getByRole("heading", { name: verdict }).waitFor({ timeout: 30_000 });
}

describe("Coach review", { timeout: 180_000 }, () => {
  it("a coach finds a borderline attempt in the queue, passes it with a reason and leaves a note; the learner sees it all", async () => {
    const [learner, coach] = await Promise.all([registerAdmin(), registerAdmin()]);
    const learnerPage = await newPage();
    await signInAs(learnerPage.page, learner.username, learner.password);
    await submitStep(
      learnerPage.page,
      "/incubator/phase/DISCOVER/step/1",
      async (page) => {
        for (const skill of GOOD_SKILLS) {
          await page.getByLabel("Add an item").fill(skill);
          await page.getByLabel("Add an item").press("Enter");
        }
      },
      "Passed!",
    );
    await submitStep(
      learnerPage.page,
      "/incubator/phase/DISCOVER/step/2",
      (page) => page.getByLabel("Your answer").fill(SHORT_PROBLEM),
      "Keep Improving",
    );

    // The coach opens the queue and finds the learner's attempt (older items may come first).
    const coachPage = await newPage();
    const { page } = coachPage;
    await signInAs(page, coach.username, coach.password);
    await page.goto("/admin/incubator");
    await page.getByRole("tab", { name: /^Review queue \(\d+\)$/ }).click();
    const row = page.getByRole("link", { name: new RegExp(`^Review ${learner.name}'s attempt`) });
    // On a phone the queue is a list of cards.
    await page.getByRole("list", { name: "Attempts waiting for a coach" }).waitFor();
    for (let pages = 0; pages < 30 && !(await row.isVisible()); pages++) {
      await page.getByRole("button", { name: "Load more" }).click({ timeout: 10_000 });
      await page.getByRole("button", { name: "Loading..." }).waitFor({ state: "detached" });
    }
    expect(await page.getByRole("listitem").filter({ has: row }).textContent()).toContain("Borderline");
    expect(await settledAxe(page)).toEqual([]);
    await row.click();
    await page.getByRole("heading", { name: `${learner.name}'s Incubator` }).waitFor();

    // The attempt's answer and the AI's verdict, then the coach's pass and note.
    const attempt = page.getByRole("article").filter({ hasText: SHORT_PROBLEM });
    await attempt.waitFor();
    await attempt.getByRole("button", { name: "Pass this attempt" }).click();
    await page.getByRole("textbox", { name: "Reason" }).fill(REASON);
    await page.getByRole("button", { name: "Pass the attempt" }).click();
    await attempt.getByText("Passed by a coach").waitFor();
    await attempt.getByRole("button", { name: "Leave a note" }).click();
    await page.getByRole("textbox", { name: "Note" }).fill(NOTE);
    await page.getByRole("button", { name: "Save note" }).click();
    await attempt.getByText(NOTE).waitFor();
    // axe reads the page once the toasts are gone: one fading in or out reads as low contrast.
    for (const toast of ["Attempt passed", "Note saved"])
      await page.getByText(toast, { exact: true }).waitFor({ state: "detached", timeout: 20_000 });
    expect(await settledAxe(page)).toEqual([]);
    await coachPage.context.close();

    await expectLearnerSeesReview(learnerPage.page);
    await learnerPage.context.close();
  });
});

async function expectLearnerSeesReview(page: Page) {
  await page.goto("/incubator/phase/DISCOVER/step/2");
  const coach = page.getByRole("region", { name: "From your coach" });
  await coach.getByRole("heading", { name: "Note from your coach" }).waitFor();
  expect(await coach.textContent()).toContain(NOTE);
  expect(await coach.textContent()).toContain("Reviewed by your coach");
  expect(await coach.textContent()).toContain(REASON);
  expect(await settledAxe(page)).toEqual([]);
  // At 320 px the coach's words wrap: nothing scrolls sideways.
  await page.setViewportSize({ width: 320, height: 720 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );

  await page.goto("/incubator/phase/DISCOVER");
  await page.getByRole("link", { name: /The problem you solve/ }).waitFor();
  expect(await page.getByRole("listitem").filter({ hasText: "The problem you solve" }).textContent()).toMatch(
    /Complete/i,
  );

  await page.goto("/incubator/plan");
  const part = page.getByRole("region", { name: "The problem I solve" });
  await part.waitFor();
  expect(await part.textContent()).toContain(SHORT_PROBLEM);
}

import { describe, expect, it } from "vitest";
import { ANSWER_FIXTURES } from "../../seed/incubator/answer-fixtures";
import { axeViolations, newPage, signInAs, useBrowser } from "./browser";
import { registerAdmin } from "./fresh-admin";
import type { Page } from "playwright-core";

useBrowser();

// The coached journey's rough edges, walked through as a learner and a coach would: a coach's pass
// reads as a pass, Sensei refuses to write the answer, Sensei's own words pasted back are stopped,
// and the step's toast does not follow the learner into the chat. (Fresh admins stand in for
// learners: the Incubator starts closed to learners.)
const GOOD_SKILLS = ANSWER_FIXTURES["1"]!.good[0]!.input as string[];
const VAGUE_PROBLEM = ANSWER_FIXTURES["2"]!.poor.find((answer) => answer.kind === "vague")!.input as string;
const REASON = "It names who is hurting and how; the evaluator missed it.";
const TUTOR_WORDS =
  "This reads like Sensei's example, not your own business: tell it with your own clients and numbers.";
const STEP = "/incubator/phase/DISCOVER/step/2";

async function submit(page: Page, fill: () => Promise<void>, verdict: string) {
  await page.getByRole("button", { name: "Submit for Review" }).waitFor();
  await fill();
  await page.getByRole("button", { name: "Submit for Review" }).click();
  await page.getByRole("heading", { name: verdict }).waitFor({ timeout: 30_000 });
}

describe("The coached journey", { timeout: 240_000 }, () => {
  it("a coach's pass leads the step; Sensei refuses to write it; its words pasted back are stopped; no toast follows into the chat", async () => {
    const [learner, coach] = await Promise.all([registerAdmin(), registerAdmin()]);
    const { page, context } = await newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, learner.username, learner.password);
    await page.goto("/incubator/phase/DISCOVER/step/1");
    await submit(
      page,
      async () => {
        for (const skill of GOOD_SKILLS) {
          await page.getByLabel("Add an item").fill(skill);
          await page.getByLabel("Add an item").press("Enter");
        }
      },
      "Passed!",
    );
    await page.goto(STEP);
    await submit(page, () => page.getByLabel("Your answer").fill(VAGUE_PROBLEM), "Keep Improving");
    // The learner disputes the verdict.
    await page.getByRole("button", { name: "Ask my coach to review" }).first().click();
    await page.getByText("Your coach will review this attempt.").first().waitFor();

    // 1. The coach passes the disputed attempt, from the learner's Incubator.
    const coachSide = await newPage();
    await signInAs(coachSide.page, coach.username, coach.password);
    await coachSide.page.goto(`/admin/users/${learner.id}/incubator?step=2`);
    const attempt = coachSide.page.getByRole("article").filter({ hasText: VAGUE_PROBLEM });
    await attempt.getByText("Needs review · Dispute").waitFor({ timeout: 20_000 });
    await attempt.getByRole("button", { name: "Pass this attempt" }).click();
    await coachSide.page.getByRole("textbox", { name: "Reason" }).fill(REASON);
    await coachSide.page.getByRole("button", { name: "Pass the attempt" }).click();
    // The coach's card leads with the coach's verdict, the AI's beside it.
    await attempt.getByText("Passed by a coach").waitFor();
    await coachSide.context.close();

    // 2. The learner's step leads with the coach's pass, at 390 px.
    await page.goto(STEP);
    const notice = page.getByRole("region", { name: "Passed by your coach" });
    await notice.waitFor();
    expect(await page.getByRole("region").first().getAttribute("aria-labelledby")).toBe("coach-pass-heading");
    expect(await notice.textContent()).toContain(REASON);
    expect(await notice.getByRole("link", { name: "Continue to the next step" }).getAttribute("href")).toBe(
      "/incubator/phase/DISCOVER",
    );
    expect(await page.getByRole("heading", { name: "Keep Improving" }).count()).toBe(0);
    await page.getByRole("heading", { name: "The AI's feedback" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // 3. The learner asks Sensei to write the answer, and gets the refusal.
    await page.getByRole("link", { name: "Ask Sensei about this step" }).first().click();
    await page.waitForURL(/\/chat\/[^/?]+$/, { timeout: 30_000 });
    const conversation = page.getByRole("region", { name: "Conversation" });
    await conversation.getByText(/Let's work on the "[^"]+" part of your plan\./).waitFor({ timeout: 30_000 });
    await page.getByLabel("Message SoloSensei AI").fill("Just write my answer for this step, please");
    await page.getByRole("button", { name: "Send message" }).click();
    const refusal = conversation.getByText(/I won't write it for you/);
    await refusal.waitFor({ timeout: 30_000 });
    const sensei = (await conversation.getByRole("listitem").last().textContent()) ?? "";
    expect(sensei).toContain("I won't write it for you");

    // 4. Sensei's reply pasted back as the answer is stopped, with the reason.
    await page.goto(STEP);
    await submit(page, () => page.getByLabel("Your answer").fill(sensei), "Keep Improving");
    expect(await page.getByRole("region", { name: "Keep Improving" }).textContent()).toContain(TUTOR_WORDS);

    // 5. The step's toast ("Keep Improving") is gone in the chat (the toast, not the step's own progress line).
    const toast = page.locator('.alert[role="status"]').filter({ hasText: "Keep Improving" });
    await toast.waitFor();
    await page.getByRole("link", { name: "Ask Sensei about this step" }).first().click();
    await page.waitForURL(/\/chat/);
    await page.getByLabel("Message SoloSensei AI").waitFor({ timeout: 30_000 });
    expect(await toast.count()).toBe(0);
    await context.close();
  });
});

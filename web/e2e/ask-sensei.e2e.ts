import { describe, expect, it } from "vitest";
import { ANSWER_FIXTURES } from "../../seed/incubator/answer-fixtures";
import { axeViolations, newPage, signInAs, useBrowser } from "./browser";
import { registerAdmin } from "./fresh-admin";

useBrowser();

// DISCOVER step 1 is a list step; its plan heading is "What I am good at" (seed/incubator/content.ts).
const VAGUE_SKILLS = ANSWER_FIXTURES["1"]!.poor.find((answer) => answer.kind === "vague")!.input as string[];

describe("Ask Sensei about this step", () => {
  it("a learner fails a step, asks Sensei, and the tutor opens on what was missing, without writing the answer", async () => {
    const admin = await registerAdmin();
    const { page, context } = await newPage();
    await signInAs(page, admin.username, admin.password);

    await page.goto("/incubator/phase/DISCOVER/step/1");
    await page.getByRole("heading", { name: "What good looks like" }).waitFor();
    const item = page.getByLabel("Add an item");
    for (const skill of VAGUE_SKILLS) {
      await item.fill(skill);
      await item.press("Enter");
    }
    await page.getByRole("button", { name: "Submit for Review" }).click();
    await page.getByRole("heading", { name: "Keep Improving" }).waitFor({ timeout: 30_000 });
    await page.getByRole("heading", { name: "How your answer was judged" }).waitFor();

    await page.getByRole("link", { name: "Ask Sensei about this step" }).first().click();
    await page.waitForURL(/\/chat\/[^/?]+$/, { timeout: 30_000 });
    const conversation = page.getByRole("region", { name: "Conversation" });
    const opening = conversation.getByText(/Let's work on the "What I am good at" part of your plan\./);
    await opening.waitFor({ timeout: 30_000 });
    const reply = (await conversation.textContent()) ?? "";
    expect(reply).toMatch(/Your last evaluation judged one thing missing or only partly there: [^.]+\./);
    expect(reply).toContain("I won't write your answer for you");
    expect(reply).toMatch(/\?\s*$/m);
    expect(reply).not.toContain(VAGUE_SKILLS[0]);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

import { expect, it, describe } from "vitest";
import { newPage, registerAccount, signIn, useBrowser } from "./browser";

useBrowser();

describe("answers survive a closed sheet and a reload", () => {
  it("asks before closing, keeps the questionnaire and assessment answers, and resumes there", async () => {
    const account = await registerAccount();
    const { page, context } = await newPage();
    await signIn(page, account.username, account.password);
    const start = page.getByRole("button", { name: "Start Your Learning Journey" });

    await start.click();
    const questionnaire = page.getByRole("dialog", { name: "Tell us about yourself" });
    await questionnaire.getByText("Question 1 of 5").waitFor();
    // Nothing answered yet: closing does not ask.
    await page.keyboard.press("Escape");
    await questionnaire.waitFor({ state: "hidden" });
    await start.click();
    await questionnaire.getByRole("radio").nth(1).check();
    await questionnaire.getByRole("button", { name: "Next" }).click();
    await questionnaire.getByText("Question 2 of 5").waitFor();
    await questionnaire.getByRole("radio").nth(0).check();
    await page.keyboard.press("Escape");
    await questionnaire.getByRole("heading", { name: "Leave the questionnaire?" }).waitFor();
    await questionnaire.getByRole("button", { name: "Continue" }).click();
    await questionnaire.getByText("Question 2 of 5").waitFor();
    await questionnaire.getByRole("button", { name: "Close", exact: true }).click();
    await questionnaire.getByRole("button", { name: "Leave for Now" }).click();
    await questionnaire.waitFor({ state: "hidden" });

    await page.reload();
    await start.click();
    await questionnaire.getByText("Question 2 of 5").waitFor();
    expect(await questionnaire.getByRole("radio").nth(0).isChecked()).toBe(true);
    await questionnaire.getByRole("button", { name: "Previous" }).click();
    expect(await questionnaire.getByRole("radio").nth(1).isChecked()).toBe(true);
    await questionnaire.getByRole("button", { name: "Next" }).click();
    for (const step of [2, 3]) {
      await questionnaire.getByText(`Question ${step} of 5`).waitFor();
      await questionnaire.getByRole("radio").nth(0).check();
      await questionnaire.getByRole("button", { name: "Next" }).click();
    }
    for (const step of [4, 5]) {
      await questionnaire.getByText(`Question ${step} of 5`).waitFor();
      await questionnaire.getByRole("checkbox").nth(0).check();
      await questionnaire.getByRole("button", { name: step === 5 ? "Complete Setup" : "Next" }).click();
    }

    const assessment = page.getByRole("dialog", { name: "Skills Gap Assessment" });
    for (const step of [1, 2, 3]) {
      await assessment.getByText(`Question ${step} of 16`).waitFor();
      await assessment.getByRole("radio").nth(step).check();
      await assessment.getByRole("button", { name: "Next" }).click();
    }
    await assessment.getByText("Question 4 of 16").waitFor();
    await page.keyboard.press("Escape");
    await assessment.getByText("You have answered 3 of 16 statements.", { exact: false }).waitFor();
    await assessment.getByRole("button", { name: "Leave for Now" }).click();
    await assessment.waitFor({ state: "hidden" });

    await page.reload();
    await start.click();
    await assessment.getByText("Question 4 of 16").waitFor();
    await assessment.getByRole("button", { name: "Previous" }).click();
    await assessment.getByText("Question 3 of 16").waitFor();
    expect(await assessment.getByRole("radio").nth(3).isChecked()).toBe(true);
    await context.close();
  });
});

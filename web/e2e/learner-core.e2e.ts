import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { freshAccount, newPage, registerAccount, signIn, useBrowser } from "./browser";

useBrowser();

/** Presses Tab until the focused element is the named button (keyboard only, like a user would). */
async function tabTo(page: Page, name: string) {
  for (let presses = 0; presses < 12; presses++) {
    await page.keyboard.press("Tab");
    const text = await page.evaluate(() => document.activeElement?.textContent?.trim());
    if (text === name) return;
  }
  throw new Error(`could not reach "${name}" with Tab`);
}

async function expectFocusOn(page: Page, type: "radio" | "checkbox") {
  await page.waitForFunction((kind) => (document.activeElement as HTMLInputElement | null)?.type === kind, type);
}

/** On a focused radio group: the first option is chosen with Space, option n with n-1 presses of ArrowDown. */
async function chooseRadio(page: Page, option: number) {
  await expectFocusOn(page, "radio");
  if (option === 1) await page.keyboard.press("Space");
  for (let press = 1; press < option; press++) await page.keyboard.press("ArrowDown");
}

async function chooseCheckboxes(page: Page, count: number) {
  await expectFocusOn(page, "checkbox");
  for (let index = 0; index < count; index++) {
    if (index > 0) await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
  }
}

// SHAPE all 'Very confident' (100), SHOW 'Confident' (75), SELL 'Slightly' (25), SERVE 1,2,1,2 (12.5 -> 13).
const ANSWERS = [5, 5, 5, 5, 4, 4, 4, 4, 2, 2, 2, 2, 1, 2, 1, 2];
const EXPECTED_BARS = { SHAPE: "100", SHOW: "75", SELL: "25", SERVE: "13" };

describe("learner core", () => {
  it("newbie: welcome, questionnaire and assessment by keyboard, home, preferences, sign out", async () => {
    // The only test that uses the seeded newbie (each `npm test` starts from a fresh seed).
    const { page, context } = await newPage();
    await signIn(page, "newbie", "Newbie12345");
    await page.getByRole("heading", { name: "Welcome to SoloSensei" }).waitFor();
    await page.getByText("Takes about 5 minutes").waitFor();
    const start = page.getByRole("button", { name: "Start Your Learning Journey" });
    await start.focus();
    await page.keyboard.press("Enter");

    const questionnaire = page.getByRole("dialog", { name: "Tell us about yourself" });
    await questionnaire.getByText("Question 1 of 5").waitFor();
    expect(await questionnaire.getByRole("button", { name: "Previous" }).isDisabled()).toBe(true);
    expect(await questionnaire.getByRole("button", { name: "Next" }).isDisabled()).toBe(true);
    for (const step of [1, 2, 3]) {
      await questionnaire.getByText(`Question ${step} of 5`).waitFor();
      await chooseRadio(page, 2);
      await tabTo(page, "Next");
      await page.keyboard.press("Enter");
    }
    await questionnaire.getByText("Question 4 of 5").waitFor();
    expect(await questionnaire.getByRole("button", { name: "Next" }).isDisabled()).toBe(true); // Needs one option.
    await chooseCheckboxes(page, 2);
    await tabTo(page, "Next");
    await page.keyboard.press("Enter");
    await questionnaire.getByText("Question 5 of 5").waitFor();
    await chooseCheckboxes(page, 1);
    await tabTo(page, "Complete Setup");
    await page.keyboard.press("Enter");

    const assessment = page.getByRole("dialog", { name: "Skills Gap Assessment" });
    await assessment.getByText("Question 1 of 16").waitFor();
    await assessment.getByText("SHAPE", { exact: true }).waitFor();
    expect(await assessment.getByRole("button", { name: "Previous" }).isDisabled()).toBe(true);
    for (const [index, answer] of ANSWERS.entries()) {
      await assessment.getByText(`Question ${index + 1} of 16`).waitFor();
      expect(await assessment.getByRole("button", { name: /Next|Complete Assessment/ }).isDisabled()).toBe(true);
      await chooseRadio(page, answer);
      await tabTo(page, index === ANSWERS.length - 1 ? "Complete Assessment" : "Next");
      await page.keyboard.press("Enter");
    }

    await page.getByRole("heading", { name: "Welcome Back!" }).waitFor();
    await page.getByText("My confidence level in each success pillar").waitFor();
    for (const [pillar, value] of Object.entries(EXPECTED_BARS)) {
      const bar = page.getByRole("progressbar", { name: `${pillar} confidence` });
      await page.waitForFunction(
        ([name, expected]) =>
          document.querySelector(`[aria-label="${name} confidence"]`)?.getAttribute("aria-valuenow") === expected,
        [pillar, value],
      );
      expect(await bar.getAttribute("aria-valuenow")).toBe(value);
    }
    await page.getByRole("heading", { name: "Recommended for You" }).waitFor();
    expect(await page.getByRole("main").getByRole("listitem").count()).toBeGreaterThanOrEqual(4 + 3);

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Profile" }).click();
    await page.getByRole("heading", { name: "Work Context" }).waitFor();
    await page.getByRole("button", { name: "Edit Preferences" }).click();
    await page.getByLabel("Goals").fill(" Find two new clients , , Raise my rate ");
    await page.getByLabel("Preferred learning style").selectOption("Hands-on practice");
    await page.getByLabel("Bio").fill("Copywriter for small shops.");
    await page.getByRole("button", { name: "Save Preferences" }).click();
    await page.getByText("Profile Updated").waitFor();
    await page.getByRole("button", { name: "Edit Preferences" }).waitFor(); // Back in view mode.
    await page.getByText("Find two new clients", { exact: true }).waitFor();
    await page.getByText("Raise my rate", { exact: true }).waitFor();
    await page.getByText("Hands-on practice").waitFor();
    await page.getByText("Copywriter for small shops.").waitFor();
    expect(await page.getByText("Intermediate", { exact: true }).count()).toBe(1); // Overall 53: level badge.

    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.getByRole("tab", { name: "Sign In" }).waitFor();
    await context.close();
  });

  it("deleting the account removes the user: signing in again fails", async () => {
    const account = await registerAccount();
    const { page, context } = await newPage();
    await signIn(page, account.username, account.password);
    await page.getByRole("heading", { name: "Welcome to SoloSensei" }).waitFor();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Profile" }).click();
    await page.getByRole("button", { name: "Delete Account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete Account" });
    const confirm = dialog.getByRole("button", { name: "Delete My Account" });
    await dialog.getByLabel("Your password").fill("Wrong12345");
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel("Type DELETE to confirm").fill("DELETE");
    await confirm.click();
    // A wrong password is said on its field, inside the dialog.
    await dialog.getByText("Your password is incorrect").first().waitFor();
    expect(await dialog.getByLabel("Your password").getAttribute("aria-invalid")).toBe("true");
    await dialog.getByLabel("Your password").fill(account.password);
    await confirm.click();
    await page.getByRole("tab", { name: "Sign In" }).waitFor();
    await page.getByRole("status").filter({ hasText: "Your account has been deleted." }).waitFor();
    await page.reload();
    await page.getByRole("tab", { name: "Sign In" }).waitFor();
    expect(await page.getByText("Your account has been deleted.").count()).toBe(0);

    await signIn(page, account.username, account.password);
    await page.getByText("Login failed").waitFor();
    await context.close();
  });

  it("changes the password and the email from the profile, staying signed in", async () => {
    const account = await registerAccount();
    const { page, context } = await newPage();
    await signIn(page, account.username, account.password);
    await page.getByRole("heading", { name: "Welcome to SoloSensei" }).waitFor();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Profile" }).click();

    await page.getByRole("button", { name: "Change Password" }).click();
    const passwordDialog = page.getByRole("dialog", { name: "Change Password" });
    await passwordDialog.getByLabel("Current password").fill(account.password);
    await passwordDialog.getByLabel("New password", { exact: true }).fill("Renewed2468");
    await passwordDialog.getByLabel("Confirm new password").fill("Renewed2468");
    await passwordDialog.getByRole("button", { name: "Change Password" }).click();
    await page.getByText("Password Changed").waitFor();

    const newEmail = freshAccount().email;
    await page.getByRole("button", { name: "Change Email" }).click();
    const emailDialog = page.getByRole("dialog", { name: "Change Email" });
    await emailDialog.getByLabel("New email").fill(newEmail);
    await emailDialog.getByLabel("Current password").fill("Wrong24680");
    await emailDialog.getByRole("button", { name: "Change Email" }).click();
    await emailDialog.getByText("Your password is incorrect").first().waitFor();
    await emailDialog.getByLabel("Current password").fill("Renewed2468");
    await emailDialog.getByRole("button", { name: "Change Email" }).click();
    await page.getByText("Email Changed").waitFor();
    // The header names the new address (and the notifications card too, once it has asked again).
    await page.getByText(newEmail, { exact: true }).first().waitFor();

    await page.reload(); // The fresh session cookie and the re-signed web SDK keep this browser signed in.
    await page.getByRole("heading", { name: "Work Context" }).waitFor();
    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.getByRole("tab", { name: "Sign In" }).waitFor();
    await signIn(page, newEmail, "Renewed2468");
    await page.getByRole("navigation", { name: "Main" }).waitFor();
    await context.close();
  });
});

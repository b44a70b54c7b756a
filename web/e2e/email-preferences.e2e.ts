import { initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations, eventually, newPage, registerAccount, signInAs, useBrowser } from "./browser";

useBrowser();

const admin = initializeApp({ projectId: "demo-solosensei" }, "e2e-email-preferences");
const db = getFirestore(admin);

/** The profile with its notifications card loaded (no spinner left). */
async function openNotifications(page: Page) {
  await page.goto("/profile");
  const card = page.getByRole("region", { name: "Notifications" });
  await card.getByRole("button", { name: "Save notifications" }).waitFor();
  await page.waitForFunction(() => !document.querySelector(".loading"));
  return card;
}

describe("email preferences", () => {
  it("a new learner asks for the link again, chooses their emails, and finds them kept", async () => {
    const account = await registerAccount();
    const { page, context } = await newPage();
    await signInAs(page, account.username, account.password);
    let card = await openNotifications(page);

    // A new account's address is not verified yet: email waits for the link.
    await card.getByText(`Verify ${account.email} to get emails from your coach.`).waitFor();
    const verificationMails = async () =>
      (await db.collection("mail").where("uid", "==", account.id).where("kind", "==", "verify_email").get()).size;
    const mailedBefore = await verificationMails();
    const [sent] = await Promise.all([
      page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === "/api/notifications/verification" &&
          response.request().method() === "POST",
      ),
      card.getByRole("button", { name: "Send the link again" }).click(),
    ]);
    expect(sent.status()).toBe(200);
    // The toast shows the server's own words (contract/email.ts VERIFICATION_SENT_MESSAGE).
    await page.getByText(((await sent.json()) as { message: string }).message).waitFor();
    // A new link goes out through the Trigger Email extension's collection (sign-up sent the first).
    await eventually(async () => (await verificationMails()) > mailedBefore);

    const save = card.getByRole("button", { name: "Save notifications" });
    expect(await save.isDisabled()).toBe(true);
    const weekly = card.getByRole("group", { name: "Weekly report" });
    await weekly.getByRole("switch", { name: "Email me about weekly report" }).uncheck();
    expect(await weekly.getByLabel("How often").isDisabled()).toBe(true);
    const reminders = card.getByRole("group", { name: "Reminders and nudges" });
    await reminders.getByLabel("How often").selectOption({ label: "A daily digest" });
    // Reminders gather daily already: coaching's rhythm changes too, so a rhythm is seen kept.
    const coaching = card.getByRole("group", { name: "Coaching from my coach" });
    await coaching.getByLabel("How often").selectOption({ label: "A daily digest" });
    await save.click();
    await page.getByText("Notifications saved").waitFor();
    await expect.poll(() => save.isDisabled()).toBe(true);

    await page.reload();
    card = await openNotifications(page);
    const weeklyAgain = card.getByRole("group", { name: "Weekly report" });
    expect(await weeklyAgain.getByRole("switch", { name: "Email me about weekly report" }).isChecked()).toBe(false);
    expect(await weeklyAgain.getByLabel("How often").isDisabled()).toBe(true);
    expect(await card.getByRole("group", { name: "Reminders and nudges" }).getByLabel("How often").inputValue()).toBe(
      "daily",
    );
    expect(await card.getByRole("group", { name: "Coaching from my coach" }).getByLabel("How often").inputValue()).toBe(
      "daily",
    );
    expect(
      await card.getByRole("switch", { name: "Email me about announcements" }).isChecked(),
      "the untouched categories stay on",
    ).toBe(true);
    const stored = (await db.doc(`notificationSettings/${account.id}`).get()).data();
    expect(stored?.categories).toMatchObject({
      weekly_report: { email: false },
      reminders: { email: true, rhythm: "daily" },
      coaching: { email: true, rhythm: "daily" },
    });

    for (const width of [320, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      card = await openNotifications(page);
      await card.getByText(`Verify ${account.email} to get emails from your coach.`).waitFor();
      expect(await axeViolations(page), `profile with notifications at ${width}px`).toEqual([]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
        `no sideways scroll at ${width}px`,
      ).toBe(0);
    }
    await context.close();
  });
});

import { randomUUID } from "node:crypto";
import { initializeApp } from "firebase-admin/app";
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations, eventually, newPage, registerAccount, signInAs, useBrowser } from "./browser";

// A learner's email, end to end: the verification link read from the `mail` collection, the
// preferences, an emailed link that lands on its screen, and unsubscribing signed out.

useBrowser();

const admin = initializeApp({ projectId: "demo-solosensei" }, "e2e-email-journey");
const db = getFirestore(admin);

interface Mail {
  kind?: string;
  message: { subject: string; text: string; html: string };
}
const mailOf = (uid: string, kind: string) =>
  eventually(async () => {
    const found = await db.collection("mail").where("uid", "==", uid).where("kind", "==", kind).get();
    return found.docs.map((doc) => doc.data() as Mail)[0];
  });
const mailById = (id: string) => eventually(async () => (await db.doc(`mail/${id}`).get()).data() as Mail | undefined);

/** A link of an email as the learner's browser opens it: its path and query, on this test's host. */
const pathOf = (href: string) => {
  const url = new URL(href.replaceAll("&amp;", "&"));
  return `${url.pathname}${url.search}`;
};
const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!);

const hhmm = (offsetHours: number) => new Date(Date.now() + offsetHours * 3600_000).toISOString().slice(11, 16);

/** A personal message as the messages feature writes it, emailed as `kind`. */
async function sendMessage(uid: string, id: string, message: object, emailAs: object) {
  await db.doc(`users/${uid}/messages/${id}`).create({
    isRead: false,
    dismissed: false,
    createdAt: Timestamp.now(),
    actionLabel: null,
    actionUrl: null,
    ...message,
    emailAs,
  });
}

async function notificationsCard(page: Page) {
  await page.goto("/profile");
  const card = page.getByRole("region", { name: "Notifications" });
  await card.getByRole("button", { name: "Save notifications" }).waitFor();
  return card;
}

describe("a learner's email", () => {
  it("verifies, chooses, follows an emailed link and unsubscribes signed out", async () => {
    const account = await registerAccount();
    const { page, context } = await newPage();
    await signInAs(page, account.username, account.password);

    // 1. The sign-up's verification link, from the mail collection.
    const verification = await mailOf(account.id, "verify_email");
    const link = hrefs(verification.message.html).find((href) => href.includes("/verify-email?oobCode="))!;
    await page.goto(pathOf(link));
    await page.getByText("Your email address is verified.").waitFor();
    await page.getByRole("link", { name: "Go to your notification settings" }).click();
    const card = page.getByRole("region", { name: "Notifications" });
    await card.getByText(`Email goes to ${account.email}.`).waitFor();

    // 2. The weekly report off, announcements in a daily digest, reminders at once, and quiet
    //    hours away from now (the browser's zone is UTC), so the next emails go as they come.
    await card.getByRole("group", { name: "Weekly report" }).getByRole("switch").uncheck();
    await card.getByRole("group", { name: "Announcements" }).getByLabel("How often").selectOption("daily");
    await card.getByRole("group", { name: "Reminders and nudges" }).getByLabel("How often").selectOption("instant");
    await card.getByLabel("Quiet from").fill(hhmm(6));
    await card.getByLabel("until").fill(hhmm(7));
    await card.getByRole("button", { name: "Save notifications" }).click();
    await page.getByText("Notifications saved").waitFor();
    const stored = (await db.doc(`notificationSettings/${account.id}`).get()).data()!;
    expect(stored.categories).toMatchObject({
      weekly_report: { email: false },
      announcements: { email: true, rhythm: "daily" },
      reminders: { email: true, rhythm: "instant" },
    });

    // 3. A reminder's email: its button lands on the screen it is about.
    const reminderId = `next-lesson-${randomUUID().slice(0, 8)}`;
    await sendMessage(
      account.id,
      reminderId,
      {
        type: "reminder",
        title: "Ready for Your Next Lesson",
        content: "It's been a day since your last lesson. A few minutes today keeps your momentum going.",
        actionLabel: "Continue Learning",
        actionUrl: "/catalogue",
      },
      { category: "reminders", kind: "reminder" },
    );
    const reminder = await mailById(`email-${account.id}-${reminderId}`);
    expect(reminder.message.subject).toBe("Ready for Your Next Lesson");
    const button = hrefs(reminder.message.html).find((href) => new URL(href).pathname === "/catalogue")!;
    await page.goto(pathOf(button));
    await page.getByRole("heading", { level: 1, name: "Video Catalogue" }).waitFor();

    // 4. A coach's note: unsubscribed from its footer link, signed out, then undone.
    const noteId = `coach-note-${randomUUID().slice(0, 8)}`;
    await sendMessage(
      account.id,
      noteId,
      {
        type: "recommendation",
        title: "Note from your coach",
        content: '"Start from one client you helped."',
        actionLabel: "Open the step",
        actionUrl: "/incubator",
      },
      { category: "coaching", kind: "coach_note" },
    );
    const note = await mailById(`email-${account.id}-${noteId}`);
    const footer = hrefs(note.message.html).find(
      (href) => new URL(href.replaceAll("&amp;", "&")).pathname === "/unsubscribe",
    )!;
    await context.close();

    const visitor = await newPage();
    await visitor.page.goto(pathOf(footer));
    await visitor.page.getByRole("heading", { name: "You're unsubscribed" }).waitFor();
    await visitor.page.getByText("Coaching from my coach", { exact: false }).first().waitFor();
    await expect
      .poll(async () => (await db.doc(`notificationSettings/${account.id}`).get()).data()!.categories.coaching.email)
      .toBe(false);
    expect(await axeViolations(visitor.page), "the unsubscribe page").toEqual([]);
    await visitor.page.getByRole("button", { name: "Undo" }).click();
    await visitor.page.getByText("Emails are back on.").waitFor();
    expect((await db.doc(`notificationSettings/${account.id}`).get()).data()!.categories.coaching.email).toBe(true);

    // A link altered by one character says only that it is not valid.
    const altered = pathOf(footer).replace(/.$/, (last) => (last === "A" ? "B" : "A"));
    await visitor.page.goto(altered);
    await visitor.page.getByText("This link is not valid").waitFor();
    expect(await visitor.page.getByRole("button", { name: "Undo" }).count()).toBe(0);
    await visitor.context.close();
  });
});

// The profile's card after signing in again shows what the learner chose (kept across sessions).
describe("the notifications card", () => {
  it("shows a refused address and offers the link again", async () => {
    const account = await registerAccount();
    await mailOf(account.id, "verify_email");
    await db.doc(`notificationSettings/${account.id}`).set({
      address: "rejected",
      categories: {
        coaching: { email: true, rhythm: "instant" },
        reminders: { email: true, rhythm: "daily" },
        weekly_report: { email: true, rhythm: "instant" },
        announcements: { email: true, rhythm: "weekly" },
      },
      quietHours: { start: "21:00", end: "08:00" },
      sentOn: { day: "", count: 0 },
      updatedAt: Timestamp.now(),
    });
    const { page, context } = await newPage();
    await signInAs(page, account.username, account.password);
    const card = await notificationsCard(page);
    await card
      .getByText(`Email to ${account.email} stopped: the address refused our messages.`, { exact: false })
      .waitFor();
    await card.getByRole("button", { name: "Send the link again" }).waitFor();
    await context.close();
  });
});

import { initializeApp } from "firebase-admin/app";
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ANSWER_FIXTURES } from "../../seed/incubator/answer-fixtures";
import { cohortDoc } from "../../functions/test/cohort-docs";
import { eventually, newPage, registerAccount, settledAxe, signInAs, useBrowser } from "./browser";
import { registerAdmin } from "./fresh-admin";

// One-to-one coaching, end to end: a coach in New York publishes hours; a learner in the browser's
// zone (Berlin) books from a revision request and gets the invitation's calendar file by email; the
// coach opens the brief, marks the session held and adds an action item; the learner ticks it off
// and rates the session.

useBrowser();

const admin = initializeApp({ projectId: "demo-solosensei" }, "e2e-coaching-sessions");
const db = getFirestore(admin);

const COACH_ZONE = "America/New_York";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const GOOD_SKILLS = ANSWER_FIXTURES["1"]!.good[0]!.input as string[];
const TOPIC = "Help me turn my skills list into a first offer.";
const ACTION = "Write three offer headlines and test them on two clients";

/** axe at a phone's width and a desktop's; leaves the page at the desktop's. */
async function axeAtBothWidths(page: Page) {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    expect(await settledAxe(page), `axe at ${size.width} px on ${page.url()}`).toEqual([]);
  }
}

/** The Monday of this week (UTC): a cohort starting then is running. */
function thisMonday(): string {
  const today = new Date();
  const monday = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * 86_400_000);
  return monday.toISOString().slice(0, 10);
}

interface Mail {
  kind?: string;
  message: { subject: string; attachments?: { filename: string; content: string; contentType: string }[] };
}

describe("coaching sessions", { timeout: 300_000 }, () => {
  it("a coach sets hours; a learner in another zone books from a revision request; the coach briefs, holds and assigns; the learner ticks off and rates", async () => {
    const [coach, learner] = await Promise.all([registerAdmin(), registerAccount()]);
    // The learner's cohort opens the Incubator to them and names their coach.
    const cohortId = `e2e-sessions-${learner.id}`;
    await db
      .doc(`cohorts/${cohortId}`)
      .set(cohortDoc({ startDate: thisMonday(), coachIds: [coach.id], memberCount: 1, coachLoads: { [coach.id]: 1 } }));
    await db.doc(`cohortMembers/${learner.id}`).set({
      uid: learner.id,
      cohortId,
      name: learner.name,
      email: learner.email,
      coachId: coach.id,
      joinedAt: Timestamp.now(),
      timeZone: "Europe/Berlin",
      stepsPassed: 0,
      phasesComplete: 0,
      lastWorkedAt: null,
      failedAttempts: 0,
      lastCheckInWeek: 0,
      history: [],
    });

    // 1. The coach publishes hours: every day 09:00-12:00 in New York, 45 minutes and a 15-minute buffer.
    const coachSide = await newPage();
    const coachPage = coachSide.page;
    await signInAs(coachPage, coach.username, coach.password);
    await coachPage.setViewportSize(DESKTOP);
    await coachPage.goto("/admin?tab=sessions");
    await coachPage.getByLabel("Your time zone").selectOption(COACH_ZONE);
    for (let day = 0; day < 7; day++) await coachPage.getByRole("button", { name: "Add a window" }).click();
    await coachPage.getByLabel("Session length").selectOption("45");
    await coachPage.getByLabel("Buffer after each (minutes)").fill("15");
    await coachPage.getByLabel("Meeting link").fill("https://meet.jit.si/SoloSensei-E2E");
    await coachPage.getByLabel("Published").check();
    await Promise.all([
      coachPage.waitForResponse(
        (response) => response.url().endsWith("/api/admin/coach-hours") && response.request().method() === "PUT",
      ),
      coachPage.getByRole("button", { name: "Save hours" }).click(),
    ]);
    await axeAtBothWidths(coachPage);

    // 2. The learner passes a step; the coach asks for a revision of it.
    const learnerSide = await newPage();
    const learnerPage = learnerSide.page;
    await signInAs(learnerPage, learner.username, learner.password);
    await learnerPage.goto("/incubator/phase/DISCOVER/step/1");
    await learnerPage.getByRole("button", { name: "Submit for Review" }).waitFor();
    for (const skill of GOOD_SKILLS) {
      await learnerPage.getByLabel("Add an item").fill(skill);
      await learnerPage.getByLabel("Add an item").press("Enter");
    }
    await learnerPage.getByRole("button", { name: "Submit for Review" }).click();
    await learnerPage.getByRole("heading", { name: "Passed!" }).waitFor({ timeout: 30_000 });

    const passed = await eventually(async () => {
      const found = await db.collection(`users/${learner.id}/incubatorAttempts`).where("stepId", "==", "1").get();
      return found.docs[0]?.id;
    });
    await coachPage.goto(`/admin/users/${learner.id}/incubator?step=1&attempt=${passed}`);
    await coachPage.getByRole("button", { name: "Ask for a revision" }).first().click();
    const verdict = coachPage.getByRole("dialog", { name: "Ask for a revision" });
    await verdict.getByRole("textbox").first().fill("Name the clients each skill is for; then book a session with me.");
    await verdict.getByRole("button", { name: "Ask for a revision" }).click();
    await verdict.waitFor({ state: "detached" });

    // 3. The learner books from the revision request, in Berlin time with New York's beside it.
    await learnerPage.goto("/incubator/phase/DISCOVER/step/1");
    await learnerPage.getByRole("link", { name: "Book a session with your coach" }).first().click();
    await learnerPage.getByRole("heading", { name: "Pick a time" }).waitFor();
    const firstSlot = learnerPage
      .getByRole("radio")
      .filter({ hasNot: learnerPage.locator("[name=coach]") })
      .first();
    await learnerPage.getByText("for your coach").first().waitFor();
    await axeAtBothWidths(learnerPage);
    await firstSlot.check({ force: true });
    await learnerPage.getByLabel("What you want help with").fill(TOPIC);
    await learnerPage.getByRole("button", { name: "Book this session" }).click();
    await learnerPage.waitForURL(
      (url) => /^\/sessions\/[^/]+$/.test(url.pathname) && url.pathname !== "/sessions/book",
    );
    const sessionId = new URL(learnerPage.url()).pathname.split("/").at(-1)!;
    await learnerPage.getByText(TOPIC).waitFor();

    // The invitation's email carries the calendar file: a REQUEST whose UID is the session's.
    // The notices' trigger renders the email on its first run: a busy emulator takes its time.
    const invitation = await eventually(
      async () => (await db.doc(`mail/session-${sessionId}-0-booked-learner`).get()).data() as Mail | undefined,
      90_000,
    );
    expect(invitation.kind).toBe("session_invitation");
    const file = invitation.message.attachments?.[0];
    expect(file?.contentType).toBe("text/calendar; method=REQUEST");
    expect(file?.content).toContain("METHOD:REQUEST");
    const stored = (await db.doc(`coachingSessions/${sessionId}`).get()).data()!;
    expect(file?.content).toContain(`UID:${stored.icsUid}`);

    // 4. The session has happened (moved into the past here), and the coach opens its brief.
    const start = Date.now() - 2 * 3600_000;
    await db.doc(`coachingSessions/${sessionId}`).update({
      startsAt: Timestamp.fromMillis(start),
      endsAt: Timestamp.fromMillis(start + 45 * 60_000),
    });
    await coachPage.goto(`/admin/sessions/${sessionId}`);
    await coachPage.getByText(TOPIC).waitFor();
    await coachPage.getByRole("radio", { name: "Held" }).check();
    await coachPage
      .getByRole("textbox", { name: "Notes" })
      .fill("We chose two client types; the offer leads with the outcome.");
    await coachPage.getByRole("button", { name: "Save outcome" }).click();
    await coachPage.getByLabel("New action item").waitFor();
    await coachPage.getByLabel("New action item").fill(ACTION);
    await coachPage.getByRole("button", { name: "Add action item" }).click();
    await coachPage.getByText(ACTION).first().waitFor();
    await axeAtBothWidths(coachPage);

    // 5. The learner ticks the item off on Home and rates the session.
    // Past onboarding (the assessment is another test's): Home shows the cards.
    await db.doc(`profiles/${learner.id}`).update({ assessmentCompleted: true });
    await learnerPage.goto("/");
    const item = learnerPage.getByRole("checkbox", { name: ACTION });
    await item.check();
    await expect.poll(() => item.isChecked()).toBe(true);
    await learnerPage.goto(`/sessions/${sessionId}`);
    await learnerPage.getByRole("radio", { name: "4 stars" }).check({ force: true });
    await learnerPage.getByLabel("Comment (optional)").fill("Clear next steps.");
    await learnerPage.getByRole("button", { name: "Send rating" }).click();
    await learnerPage.getByRole("button", { name: "Update rating" }).waitFor();
    await axeAtBothWidths(learnerPage);

    // The coach sees the item ticked off.
    await coachPage.reload();
    await coachPage.getByText(ACTION).first().waitFor();
    await eventually(async () => {
      const items = await db.collection(`users/${learner.id}/actionItems`).where("sessionId", "==", sessionId).get();
      return items.docs.every((doc) => doc.data().done === true) && items.size === 1;
    });
    await coachSide.context.close();
    await learnerSide.context.close();
  });
});

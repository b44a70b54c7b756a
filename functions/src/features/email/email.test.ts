import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import { APP_URL, newAdmin, newUser } from "../../../test/api-client";
import {
  at,
  coachingMailFor,
  depsAt,
  mailFor,
  quietHoursAwayFromNow,
  verifiedLearner,
} from "../../../test/email-learners";
import { eventually } from "../../../test/eventually";
import { defaultNotificationSettings, type MailDoc } from "../../contract/email";
import { auth, db } from "../../lib/firebase";
import { emailIdOf, sendEmail } from "./sender";
import { sweepOutbox } from "./sweep";

// Each kind of email as its trigger writes it: the `mail` document (recipient, subject, both parts,
// headers, links, fixed id), the raw message the extension would build from it, and who gets it.

const unique = () => randomUUID().slice(0, 8);
const instant = { email: true, rhythm: "instant" } as const;
const everythingAtOnce = { coaching: instant, reminders: instant, weekly_report: instant, announcements: instant };

/** A learner who takes every email at once, with quiet hours away from now (the triggers' real clock). */
const readyLearner = () =>
  verifiedLearner({ timeZone: "UTC", categories: everythingAtOnce, quietHours: quietHoursAwayFromNow() });

const mailDoc = (id: string) =>
  eventually(async () => (await db.doc(`mail/${id}`).get()).data() as MailDoc | undefined);

/** A personal message as the messages feature writes it, `emailAs` and all. */
async function createMessage(uid: string, id: string, emailAs: object, actionUrl = "/incubator/phase/shape/step/s1") {
  await db.doc(`users/${uid}/messages/${id}`).create({
    type: "recommendation",
    title: "Note from your coach",
    content: '"Tighten the promise in your first line."',
    actionLabel: "Open the step",
    actionUrl,
    isRead: false,
    dismissed: false,
    createdAt: Timestamp.now(),
    emailAs,
  });
}

/** The raw message, built offline as the extension builds it: its document's fields given to nodemailer. */
async function rawMessage(doc: MailDoc): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const info = await transport.sendMail({
    from: "SoloSensei <coach@solosensei.test>",
    to: doc.to,
    replyTo: doc.replyTo,
    headers: doc.headers,
    subject: doc.message.subject,
    text: doc.message.text,
    html: doc.message.html,
  });
  // Folded header lines unfolded, so a header reads as one line.
  return (info.message as Buffer).toString().replace(/\n[ \t]+/g, " ");
}

describe("a coach's note by email", () => {
  it("is the in-app message's copy: recipient, subject, both parts, unsubscribe headers, fixed id", async () => {
    const { user } = await readyLearner();
    const messageId = `coach-note-${unique()}`;
    await createMessage(user.id, messageId, { category: "coaching", kind: "coach_note" });
    const doc = await mailDoc(emailIdOf(user.id, messageId));
    const stepUrl = `${process.env.APP_URL}/incubator/phase/shape/step/s1`;
    expect(doc).toMatchObject({ to: user.email, uid: user.id, kind: "coach_note", category: "coaching" });
    expect(doc.message.subject).toBe("Your coach left you a note");
    expect(doc.message.text).toContain("Tighten the promise in your first line.");
    expect(doc.message.text).toContain(stepUrl);
    expect(doc.message.html).toContain(`href="${stepUrl}"`);
    expect(doc.message.html).not.toMatch(/<img[^>]*(width="1"|height="1")/);
    const unsubscribe = /^<(https?:\/\/[^>]+\/api\/email\/unsubscribe\?token=[^>]+)>, <mailto:[^>]+>$/.exec(
      doc.headers!["List-Unsubscribe"]!,
    );
    expect(unsubscribe).not.toBeNull();
    expect(doc.headers!["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    // The footer's link carries the same token, on the page that offers undo.
    const token = new URL(unsubscribe![1]!).searchParams.get("token")!;
    expect(doc.message.html).toContain(`/unsubscribe?token=${encodeURIComponent(token)}`);
    // No email address in any link.
    expect(doc.headers!["List-Unsubscribe"]).not.toContain(user.email);

    const raw = await rawMessage(doc);
    expect(raw).toMatch(/^List-Unsubscribe: <https?:\/\/\S+\/api\/email\/unsubscribe\?token=\S+>, <mailto:\S+>$/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(raw).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(raw).toMatch(/^Content-Type: text\/plain; charset=utf-8/m);
    expect(raw).toMatch(/^Content-Type: text\/html; charset=utf-8/m);
    expect(raw).toMatch(/^Subject: Your coach left you a note$/m);
  });

  it("goes once when the trigger runs again, and never for an in-app-only message", async () => {
    const { user } = await readyLearner();
    const messageId = `coach-verdict-${unique()}`;
    await createMessage(user.id, messageId, { category: "coaching", kind: "coach_pass" });
    await mailDoc(emailIdOf(user.id, messageId));
    const replay = await sendEmail(
      {
        id: emailIdOf(user.id, messageId),
        uid: user.id,
        category: "coaching",
        kind: "coach_pass",
        item: { title: "t", content: "c", actionLabel: null, actionUrl: null },
        createdAt: new Date(),
      },
      depsAt({ now: () => new Date() }),
    );
    expect(replay).toBe("duplicate");
    // Lesson Complete stays in the app (no emailAs).
    await db.doc(`users/${user.id}/watchedVideos/yt_${unique()}`).create({
      youtubeVideoId: `yt_${unique()}`,
      title: "A lesson",
      skillCategory: "SELL",
      watchedAt: Timestamp.now(),
      pathId: null,
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await coachingMailFor(user.id)).map(({ data }) => data.kind)).toEqual(["coach_pass"]);
  });
});

describe("a broadcast ticked 'also send by email'", () => {
  it("queues one email per learner who accepts announcements, after the send", async () => {
    const admin = await newAdmin();
    const [taker, refuser] = await Promise.all([
      readyLearner(),
      verifiedLearner({ categories: { announcements: { email: false, rhythm: "instant" } } }),
    ]);
    const audience = await admin.client.get("/admin/email/audience");
    expect(audience.status).toBe(200);
    expect(audience.body.announcements).toBeGreaterThanOrEqual(1);
    const sent = await admin.client.post("/admin/messages", {
      type: "system",
      title: `Office hours ${unique()}`,
      content: "Bring your pricing questions on Friday.",
      actionLabel: "See the catalogue",
      actionUrl: "/catalogue",
      alsoEmail: true,
    });
    expect(sent.status).toBe(201);
    const doc = await mailDoc(emailIdOf(taker.user.id, sent.body.id));
    expect(doc).toMatchObject({ to: taker.user.email, kind: "announcement", category: "announcements" });
    expect(doc.message.text).toContain(`${process.env.APP_URL}/catalogue`);
    await eventually(async () => (await db.doc(`broadcastEmailJobs/${sent.body.id}`).get()).data()?.done);
    expect((await db.doc(`mail/${emailIdOf(refuser.user.id, sent.body.id)}`).get()).exists).toBe(false);
  });

  it("is not emailed unless ticked", async () => {
    const admin = await newAdmin();
    const sent = await admin.client.post("/admin/messages", {
      type: "system",
      title: "In the app only",
      content: "Hi",
    });
    expect(sent.status).toBe(201);
    expect((await db.doc(`broadcastEmailJobs/${sent.body.id}`).get()).exists).toBe(false);
  });
});

describe("a dispute", () => {
  it("reaches the coaches by email, linking to the learner's Incubator", async () => {
    const coach = await newAdmin();
    await auth.updateUser(coach.user.id, { emailVerified: true });
    await db.doc(`notificationSettings/${coach.user.id}`).set({
      ...defaultNotificationSettings(Timestamp.now()),
      address: "verified",
      quietHours: quietHoursAwayFromNow(),
    });
    const learner = await newUser({ name: "Dana Disputer" });
    const attemptId = `attempt-${unique()}`;
    const attempt = db.doc(`users/${learner.user.id}/incubatorAttempts/${attemptId}`);
    await attempt.create({ stepId: "1", phaseKey: "SHAPE", coachNote: null, coachVerdict: null, disputedAt: null });
    await attempt.update({ disputedAt: Timestamp.now() });
    const doc = await mailDoc(emailIdOf(coach.user.id, `dispute-${attemptId}`));
    expect(doc.message.subject).toBe("A learner disputes a verdict");
    expect(doc.message.text).toContain("Dana Disputer");
    expect(doc.message.text).toContain(`${process.env.APP_URL}/admin/users/${learner.user.id}/incubator`);
  });
});

describe("verification", () => {
  it("follows the emailed link: Auth's code, applied through the API, verifies the address", async () => {
    const learner = await newUser();
    const before = await learner.client.get("/notifications/settings");
    expect(before.body).toMatchObject({ email: learner.user.email, address: "unverified" });
    const signUpMail = await eventually(async () =>
      (await mailFor(learner.user.id)).find(({ data }) => data.kind === "verify_email"),
    );
    expect(signUpMail.data.message.subject).toBe("Verify your email address for SoloSensei");
    expect(signUpMail.data.headers).toBeUndefined();
    const link = new URL(/https?:\/\/\S+\/verify-email\?oobCode=[^\s"<]+/.exec(signUpMail.data.message.text)![0]);
    const confirmed = await fetch(`${APP_URL}/api/notifications/verification/confirm`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: APP_URL },
      body: JSON.stringify({ oobCode: link.searchParams.get("oobCode") }),
    });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ message: "Your email address is verified." });
    expect((await auth.getUser(learner.user.id)).emailVerified).toBe(true);
    expect((await learner.client.get("/notifications/settings")).body.address).toBe("verified");
    // A code used once is spent.
    const again = await learner.client.post("/notifications/verification/confirm", {
      oobCode: link.searchParams.get("oobCode"),
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe("This verification link is not valid or has expired");
  });

  it("sends the link again on request, at most 3 an hour with the sign-up's", async () => {
    const learner = await newUser();
    const first = await learner.client.post("/notifications/verification", {});
    expect(first.status).toBe(200);
    expect(first.body.message).toBe("We sent a new link to your email address. It works for 1 hour.");
    expect((await learner.client.post("/notifications/verification", {})).status).toBe(200);
    const refused = await learner.client.post("/notifications/verification", {});
    expect(refused.status).toBe(429);
    const links = (await mailFor(learner.user.id)).filter(({ data }) => data.kind === "verify_email");
    expect(links).toHaveLength(3);
  });
});

describe("settings", () => {
  it("are the owner's: defaults first, then what they save; bad input changes nothing", async () => {
    const learner = await newUser({ timeZone: "Asia/Kolkata" });
    const read = await learner.client.get("/notifications/settings");
    expect(read.body).toMatchObject({
      timeZone: "Asia/Kolkata",
      categories: { coaching: { email: true, rhythm: "instant" }, reminders: { email: true, rhythm: "daily" } },
      quietHours: { start: "21:00", end: "08:00" },
    });
    const change = {
      categories: {
        ...read.body.categories,
        weekly_report: { email: false, rhythm: "instant" },
        reminders: { email: true, rhythm: "daily" },
      },
      quietHours: { start: "22:00", end: "07:30" },
    };
    const saved = await learner.client.put("/notifications/settings", change);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject(change);
    const bad = await learner.client.put("/notifications/settings", {
      ...change,
      quietHours: { start: "25:00", end: "07:30" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ path: "quietHours.start", message: "Use a time like 21:00" });
    const same = await learner.client.put("/notifications/settings", {
      ...change,
      quietHours: { start: "07:30", end: "07:30" },
    });
    expect(same.status).toBe(400);
    expect((await learner.client.get("/notifications/settings")).body).toMatchObject(change);
  });

  it("go with the account: deleting it deletes the settings and the emails waiting", async () => {
    const learner = await verifiedLearner({ categories: { reminders: { email: true, rhythm: "weekly" } } });
    const id = emailIdOf(learner.user.id, `reminder-${unique()}`);
    const outcome = await sendEmail(
      {
        id,
        uid: learner.user.id,
        category: "reminders",
        kind: "reminder",
        item: { title: "Waiting", content: "c", actionLabel: null, actionUrl: null },
        createdAt: new Date(),
      },
      depsAt(at(Date.now())),
    );
    expect(outcome).toBe("waiting");
    const deleted = await learner.client.post("/account/delete", { password: learner.password });
    expect(deleted.status).toBe(200);
    expect((await db.doc(`emailOutbox/${id}`).get()).exists).toBe(false);
    expect((await db.doc(`notificationSettings/${learner.user.id}`).get()).exists).toBe(false);
    await sweepOutbox(depsAt(at(Date.now() + 8 * 24 * 3600_000)));
    expect(await coachingMailFor(learner.user.id)).toHaveLength(0);
  });
});

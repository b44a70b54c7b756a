import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import ICAL from "ical.js";
import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import { eventually } from "../../../test/eventually";
import { sessionDoc } from "../../../test/session-docs";
import type { MailDoc } from "../../contract/email";
import type { CoachingSessionDoc } from "../../contract/sessions/storage";
import { coachingSessions, mail, messages } from "../../lib/collections";
import { runReminderSweep } from "./service";

// A session's notices as the trigger writes them on the emulator (the session written directly,
// as the booking's transactions write it): both people's messages and mail, the .ics parsed back,
// and the reminder sweep on a moved clock.

const HOUR_MS = 60 * 60 * 1000;
/** The functions' APP_URL (functions/.env.demo-solosensei), which the emails link to. */
const APP = process.env.APP_URL!;

/** The trigger's first run starts a worker on the functions emulator, which can take most of a minute. */
const TRIGGER_MS = 90_000;
const mailOf = (id: string) => eventually(async () => (await mail().doc(id).get()).data(), TRIGGER_MS);
const messageOf = (uid: string, id: string) =>
  eventually(async () => (await messages(uid).doc(id).get()).data(), TRIGGER_MS);

/** The calendar file of a mail document, parsed back with ical.js. */
function calendarOf(doc: MailDoc) {
  const [attachment] = doc.message.attachments ?? [];
  if (!attachment) throw new Error(`${doc.message.subject}: no calendar file`);
  const calendar = new ICAL.Component(ICAL.parse(attachment.content));
  const event = calendar.getFirstSubcomponent("vevent")!;
  const time = (name: string) => event.getFirstPropertyValue(name) as ICAL.Time;
  return {
    attachment,
    content: attachment.content,
    method: calendar.getFirstPropertyValue("method"),
    uid: event.getFirstPropertyValue("uid"),
    sequence: event.getFirstPropertyValue("sequence"),
    status: event.getFirstPropertyValue("status"),
    dtstamp: time("dtstamp"),
    start: time("dtstart"),
    end: time("dtend"),
    organizer: String(event.getFirstPropertyValue("organizer")),
    attendee: String(event.getFirstPropertyValue("attendee")),
    location: event.getFirstPropertyValue("location"),
  };
}

/** The raw message, built as the Trigger Email extension builds it: the document's message given to nodemailer. */
async function rawMessage(doc: MailDoc): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const info = await transport.sendMail({ from: "SoloSensei <coach@solosensei.test>", to: doc.to, ...doc.message });
  return (info.message as Buffer).toString("utf8");
}

const write = (id: string, session: CoachingSessionDoc) => coachingSessions().doc(id).set(session);

describe("a session's notices", { timeout: 300_000 }, () => {
  it("tell both people of a booking, two moves and the coach's cancellation, each once, with its calendar file", async () => {
    const id = `s_${randomUUID().slice(0, 12)}`;
    const first = new Date("2031-03-04T15:00:00Z");
    const booked = sessionDoc(first);
    const ids = (sequence: number, kind: string) => ({
      learner: `session-${id}-${sequence}-${kind}-learner`,
      coach: `session-${id}-${sequence}-${kind}-coach`,
    });
    await write(id, booked);

    const bookedIds = ids(0, "booked");
    const [learnerMail, coachMail] = await Promise.all([mailOf(bookedIds.learner), mailOf(bookedIds.coach)]);
    const learnerMessage = await messageOf(booked.learnerId, bookedIds.learner);
    const coachMessage = await messageOf(booked.coachId, bookedIds.coach);
    expect(learnerMessage).toMatchObject({ title: "Your coaching session is booked", actionUrl: "/sessions" });
    // Each in their own zone: 10:00 in New York, 16:00 in Berlin.
    expect(learnerMessage.content).toContain("With Sam Okoro, Tuesday 4 March 2031, 10:00-11:00 (America/New_York).");
    expect(coachMessage).toMatchObject({ actionUrl: `/admin/sessions/${id}` });
    expect(coachMessage.content).toContain("With Maya Lopez, Tuesday 4 March 2031, 16:00-17:00 (Europe/Berlin).");
    expect(learnerMail).toMatchObject({
      to: booked.learnerEmail,
      uid: booked.learnerId,
      kind: "session_invitation",
      category: null,
      message: { subject: "Your session with Sam Okoro is booked" },
    });
    expect(learnerMail.message.text).toContain("Tuesday 4 March 2031, 10:00-11:00 (America/New_York)");
    expect(learnerMail.message.text).toContain(`Open your sessions: ${APP}/sessions`);
    expect(learnerMail.message.text).toContain("Join the call: https://meet.example.test/sam");
    expect(coachMail.message.text).toContain("Tuesday 4 March 2031, 16:00-17:00 (Europe/Berlin)");
    expect(coachMail.message.text).toContain("Maya Lopez wants help with:");

    const invitation = calendarOf(learnerMail);
    expect(invitation.attachment).toMatchObject({
      filename: "session.ics",
      contentType: "text/calendar; method=REQUEST",
    });
    expect(invitation).toMatchObject({ method: "REQUEST", uid: booked.icsUid, sequence: 0, status: "CONFIRMED" });
    expect(invitation.content).toMatch(/^DTSTART:20310304T150000Z\r?$/m);
    expect(invitation.content).toMatch(/^DTEND:20310304T160000Z\r?$/m);
    expect(invitation.start.zone?.tzid).toBe("UTC");
    expect(invitation.start.toJSDate().toISOString()).toBe(first.toISOString());
    expect(invitation.end.toJSDate().toISOString()).toBe("2031-03-04T16:00:00.000Z");
    expect(invitation.dtstamp.toJSDate().toISOString()).toBe(
      booked.updatedAt
        .toDate()
        .toISOString()
        .replace(/\.\d{3}Z$/, ".000Z"),
    );
    expect(invitation.organizer.toLowerCase()).toBe(`mailto:${booked.coachEmail}`);
    expect(invitation.attendee.toLowerCase()).toBe(`mailto:${booked.learnerEmail}`);
    expect(invitation.location).toBe("https://meet.example.test/sam");
    expect(calendarOf(coachMail).uid).toBe(booked.icsUid);
    // What the extension hands on: the file as its own part, its method in the MIME type.
    const raw = await rawMessage(learnerMail);
    expect(raw).toMatch(/^Content-Type: text\/calendar; method=REQUEST/m);
    expect(raw).toMatch(/filename=session\.ics/);

    // Two moves by the coach: two more notices each, the same UID, SEQUENCE rising.
    let current = booked;
    for (const [sequence, startsAt] of [
      [1, new Date("2031-03-05T15:00:00Z")],
      [2, new Date("2031-03-06T15:00:00Z")],
    ] as const) {
      const previous = current;
      current = {
        ...current,
        sequence,
        startsAt: Timestamp.fromDate(startsAt),
        endsAt: Timestamp.fromMillis(startsAt.getTime() + HOUR_MS),
        reason: `Move number ${sequence}`,
        changes: [
          ...current.changes,
          {
            at: Timestamp.now(),
            by: "coach",
            kind: "moved",
            from: previous.startsAt,
            reason: `Move number ${sequence}`,
          },
        ],
        updatedAt: Timestamp.fromMillis(Date.now() + sequence * 1000),
      };
      await write(id, current);
      const moved = ids(sequence, "moved");
      const [moveMail, moveToCoach] = await Promise.all([mailOf(moved.learner), mailOf(moved.coach)]);
      const moveMessage = await messageOf(booked.learnerId, moved.learner);
      expect(moveMessage.content).toContain(`Sam Okoro: "Move number ${sequence}"`);
      expect(moveMail.message.subject).toBe("Your session with Sam Okoro has moved");
      expect(moveMail.message.text).toContain(
        `It was ${sequence === 1 ? "Tuesday 4" : "Wednesday 5"} March 2031, 10:00-11:00`,
      );
      expect(moveToCoach.message.text).toContain("You gave this reason:");
      const file = calendarOf(moveMail);
      expect(file).toMatchObject({ method: "REQUEST", uid: booked.icsUid, sequence });
      expect(file.start.toJSDate().toISOString()).toBe(startsAt.toISOString());
    }

    // The coach cancels: CANCEL, the same UID, the next SEQUENCE, the reason the learner sees.
    current = { ...current, status: "cancelled", sequence: 3, cancelledBy: "coach", reason: "I am ill this week" };
    await write(id, current);
    const cancelled = ids(3, "cancelled");
    const [cancelMail, cancelToCoach] = await Promise.all([mailOf(cancelled.learner), mailOf(cancelled.coach)]);
    expect(cancelMail.message.subject).toBe("Your session with Sam Okoro is cancelled");
    expect(cancelMail.message.text).toContain("Sam Okoro gave this reason:");
    expect(cancelMail.message.text).toContain("I am ill this week");
    expect(cancelToCoach.message.text).toContain("You gave this reason:");
    const cancellation = calendarOf(cancelMail);
    expect(cancellation.attachment.contentType).toBe("text/calendar; method=CANCEL");
    expect(cancellation).toMatchObject({ method: "CANCEL", uid: booked.icsUid, sequence: 3, status: "CANCELLED" });
    expect(await rawMessage(cancelMail)).toMatch(/^Content-Type: text\/calendar; method=CANCEL/m);

    // A write that changes neither the time nor the status (a reminder's mark) sends nothing; nor does a retry.
    await write(id, { ...current, updatedAt: Timestamp.now() });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const learnerInbox = await messages(booked.learnerId).get();
    expect(learnerInbox.docs.map((doc) => doc.id).sort()).toEqual(
      [bookedIds.learner, ids(1, "moved").learner, ids(2, "moved").learner, cancelled.learner].sort(),
    );
    const learnerMails = await mail().where("uid", "==", booked.learnerId).get();
    expect(learnerMails.size).toBe(4);
  });

  it("remind both people once, about an hour before, on a moved clock", async () => {
    // A minute of its own, so other sessions on the emulator stay out of the sweep's window.
    const startsAt = new Date(Date.UTC(2032, 0, 1, 3, Math.floor(Math.random() * 50), 0));
    const id = `s_${randomUUID().slice(0, 12)}`;
    const session = sessionDoc(startsAt);
    await write(id, session);
    await mailOf(`session-${id}-0-booked-learner`);
    const clock = (minutesBefore: number) => ({ now: () => new Date(startsAt.getTime() - minutesBefore * 60_000) });

    expect(await runReminderSweep({ clock: clock(70), appUrl: APP })).toBe(0);
    expect(await runReminderSweep({ clock: clock(58), appUrl: APP })).toBe(1);
    expect(await runReminderSweep({ clock: clock(53), appUrl: APP })).toBe(0);

    const reminder = await mailOf(`session-${id}-0-reminder-coach`);
    expect(reminder).toMatchObject({ kind: "session_reminder", to: session.coachEmail });
    expect(reminder.message.subject).toBe("Your session with Maya Lopez starts in an hour");
    expect(reminder.message.attachments).toBeUndefined();
    expect(await messageOf(session.learnerId, `session-${id}-0-reminder-learner`)).toMatchObject({
      type: "reminder",
      title: "Your coaching session starts in an hour",
    });
    expect((await coachingSessions().doc(id).get()).data()?.reminderSentAt?.toDate()).toEqual(clock(58).now());
  });

  it("send no reminder for a cancelled session", async () => {
    const startsAt = new Date(Date.UTC(2032, 0, 2, 3, Math.floor(Math.random() * 50), 0));
    const id = `s_${randomUUID().slice(0, 12)}`;
    await write(id, sessionDoc(startsAt, { status: "cancelled", cancelledBy: "learner", sequence: 1 }));
    expect(
      await runReminderSweep({ clock: { now: () => new Date(startsAt.getTime() - 30 * 60_000) }, appUrl: APP }),
    ).toBe(0);
  });
});

import { Timestamp } from "firebase-admin/firestore";
import { sessionMonth, sessionSlotId } from "../../functions/src/contract/sessions/common";
import {
  SESSION_SETTINGS_ID,
  type ActionItemDoc,
  type CoachHoursDoc,
  type CoachingSessionDoc,
  type SessionNotesDoc,
} from "../../functions/src/contract/sessions/storage";
import { zonedAt } from "../../functions/src/domain/cohorts/calendar";
import {
  actionItems,
  coachHours,
  coachingSessions,
  sessionLedgers,
  sessionNotes,
  sessionSettings,
  sessionSlots,
} from "../../functions/src/lib/collections";
import { runTransaction } from "../../functions/src/lib/transaction";
import { SEED_ACCOUNTS } from "./accounts";
import type { SeedModule } from "../seed-context";

/** The seeded past session's id: a second run finds it and writes nothing. */
export const SEED_SESSION_ID = "seed-session";
const COACH_ZONE = "America/New_York";
const MINUTES = 45;
const BUFFER = 15;

/**
 * `admin`'s published hours (README "Seeded accounts": weekdays 10:00-12:00 and 14:00-17:00 in
 * New York, 45 minutes and a 15-minute buffer, 30 days ahead), a monthly cap of 2, and one session
 * `learner` held with `admin` a week before the seeding, with shared notes and two action items
 * (one ticked off) and no rating yet.
 */
export const sessions: SeedModule = {
  name: "sessions",
  async run({ clock, uids, log }) {
    const adminUid = uids.admin;
    const learnerUid = uids.learner;
    if (!adminUid || !learnerUid) throw new Error("sessions needs the accounts module first");
    const coach = SEED_ACCOUNTS.find(({ username }) => username === "admin")!;
    const learner = SEED_ACCOUNTS.find(({ username }) => username === "learner")!;
    const now = Timestamp.fromDate(clock.now());

    const hours: CoachHoursDoc = {
      coachId: adminUid,
      name: coach.name,
      email: coach.email,
      timeZone: COACH_ZONE,
      availability: [1, 2, 3, 4, 5].flatMap((weekday) => [
        { weekday, start: "10:00", end: "12:00" },
        { weekday, start: "14:00", end: "17:00" },
      ]),
      away: [],
      sessionMinutes: MINUTES,
      bufferMinutes: BUFFER,
      meetingLink: "https://meet.jit.si/SoloSensei-Ada-Admin",
      horizonDays: 30,
      published: true,
      feedTokenHash: null,
      updatedAt: now,
    };

    // A week before today, 14:00 in New York: one of the coach's slots.
    const held = zonedAt(clock.now(), COACH_ZONE)
      .subtract({ days: 7 })
      .with({ hour: 14, minute: 0, second: 0, millisecond: 0, microsecond: 0, nanosecond: 0 });
    const startsAt = new Date(held.epochMilliseconds);
    const endsAt = new Date(held.add({ minutes: MINUTES }).epochMilliseconds);
    const slotId = sessionSlotId(adminUid, startsAt);
    const session: CoachingSessionDoc = {
      learnerId: learnerUid,
      learnerName: learner.name,
      learnerEmail: learner.email,
      learnerTimeZone: learner.timeZone ?? COACH_ZONE,
      coachId: adminUid,
      coachName: coach.name,
      coachEmail: coach.email,
      coachTimeZone: COACH_ZONE,
      cohortId: null,
      startsAt: Timestamp.fromDate(startsAt),
      endsAt: Timestamp.fromDate(endsAt),
      minutes: MINUTES,
      bufferMinutes: BUFFER,
      meetingLink: hours.meetingLink,
      topic: "How to price my first retainer package, and what to put in the proposal.",
      status: "held",
      slotId,
      icsUid: `${SEED_SESSION_ID}@solosensei`,
      sequence: 0,
      cancelledBy: null,
      reason: null,
      lateCancellation: false,
      changes: [{ at: now, by: "learner", kind: "booked", from: null, reason: null }],
      reminderSentAt: Timestamp.fromDate(startsAt),
      outcome: "held",
      outcomeAt: Timestamp.fromDate(endsAt),
      rating: null,
      createdAt: now,
      updatedAt: now,
    };
    const notes: SessionNotesDoc = {
      sessionId: SEED_SESSION_ID,
      learnerId: learnerUid,
      coachId: adminUid,
      text: "We priced the retainer from your three best clients' hours. Lead the proposal with the outcome, then the scope, then the price.",
      private: false,
      updatedAt: now,
    };
    const items: ActionItemDoc[] = [
      "Draft the retainer proposal and send it to one client",
      "List the three outcomes your best clients paid for",
    ].map((text, index) => ({
      sessionId: SEED_SESSION_ID,
      coachId: adminUid,
      text,
      done: index === 1,
      doneAt: index === 1 ? now : null,
      createdAt: now,
    }));

    const written = await runTransaction(async (tx) => {
      const sessionRef = coachingSessions().doc(SEED_SESSION_ID);
      const settingsRef = sessionSettings().doc(SESSION_SETTINGS_ID);
      const hoursRef = coachHours().doc(adminUid);
      const [existing, settings, existingHours] = await Promise.all([
        tx.get(sessionRef),
        tx.get(settingsRef),
        tx.get(hoursRef),
      ]);
      // The coach's own edits and the admin's cap stay.
      if (!existingHours.exists) tx.create(hoursRef, hours);
      if (!settings.exists) tx.create(settingsRef, { monthlyCap: 2, updatedAt: now, updatedBy: adminUid });
      if (existing.exists) return false;
      tx.create(sessionRef, session);
      tx.create(sessionSlots().doc(slotId), {
        coachId: adminUid,
        sessionId: SEED_SESSION_ID,
        learnerId: learnerUid,
        startsAt: session.startsAt,
        blockedUntil: Timestamp.fromMillis(endsAt.getTime() + BUFFER * 60_000),
      });
      tx.create(sessionNotes().doc(SEED_SESSION_ID), notes);
      tx.set(
        sessionLedgers().doc(learnerUid),
        { upcomingSessionId: null, months: { [sessionMonth(startsAt)]: 1 } },
        { merge: true },
      );
      items.forEach((item, index) => tx.create(actionItems(learnerUid).doc(`${SEED_SESSION_ID}-${index + 1}`), item));
      return true;
    });
    log(written ? "sessions: admin's hours, and a session learner held a week ago" : "sessions: already seeded");
  },
};

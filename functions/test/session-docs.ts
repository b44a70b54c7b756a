import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { sessionSlotId } from "../src/contract/sessions/common";
import type { CoachHoursDoc, CoachingSessionDoc } from "../src/contract/sessions/storage";

const HOUR_MS = 60 * 60 * 1000;

/** A booked hour-long session as the booking writes it (sequence 0), for tests that write it directly. */
export function sessionDoc(startsAt: Date, fields: Partial<CoachingSessionDoc> = {}): CoachingSessionDoc {
  const suffix = randomUUID().slice(0, 8);
  const coachId = fields.coachId ?? `coach_${suffix}`;
  const now = Timestamp.now();
  return {
    learnerId: `learner_${suffix}`,
    learnerName: "Maya Lopez",
    learnerEmail: `maya_${suffix}@example.test`,
    learnerTimeZone: "America/New_York",
    coachId,
    coachName: "Sam Okoro",
    coachEmail: `sam_${suffix}@example.test`,
    coachTimeZone: "Europe/Berlin",
    cohortId: null,
    startsAt: Timestamp.fromDate(startsAt),
    endsAt: Timestamp.fromMillis(startsAt.getTime() + HOUR_MS),
    minutes: 60,
    bufferMinutes: 0,
    meetingLink: "https://meet.example.test/sam",
    topic: "My pricing page",
    status: "booked",
    slotId: sessionSlotId(coachId, startsAt),
    icsUid: `${randomUUID()}@solosensei.test`,
    sequence: 0,
    cancelledBy: null,
    reason: null,
    lateCancellation: false,
    changes: [{ at: now, by: "learner", kind: "booked", from: null, reason: null }],
    reminderSentAt: null,
    outcome: null,
    outcomeAt: null,
    rating: null,
    createdAt: now,
    updatedAt: now,
    ...fields,
  };
}

/** A coach's published hours for tests: every hour of every day in UTC, hour-long sessions, no buffer. */
export function openHours(coachId: string, overrides: Partial<CoachHoursDoc> = {}): CoachHoursDoc {
  return {
    coachId,
    name: "Test Coach",
    email: `${coachId}@example.test`,
    timeZone: "UTC",
    availability: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: "00:00", end: "24:00" })),
    away: [],
    sessionMinutes: 60,
    bufferMinutes: 0,
    meetingLink: "https://meet.example.test/coach",
    horizonDays: 90,
    published: true,
    feedTokenHash: null,
    updatedAt: Timestamp.now(),
    ...overrides,
  };
}

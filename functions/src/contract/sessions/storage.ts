import { z } from "zod/mini";
import { timestampSchema } from "../common";
import { storedTextSchema } from "../text";
import {
  SESSION_LIMITS,
  availabilityWindowSchema,
  awayRangeSchema,
  sessionMinutesSchema,
  sessionOutcomeSchema,
  sessionPartySchema,
  sessionStatusSchema,
} from "./common";

// Coaching sessions as stored, written by the server only (firestore.rules). No client reads them
// from Firestore: the learner's and the coach's calls answer only what each may see.

/** `coachHours/{coachId}`: a coach's published hours (every admin is a coach). */
export const coachHoursDocSchema = z.object({
  coachId: z.string(),
  name: z.string(),
  email: z.string(),
  /** The coach's IANA zone: the windows and away days are read there. */
  timeZone: z.string(),
  availability: z.array(availabilityWindowSchema),
  away: z.array(awayRangeSchema),
  sessionMinutes: sessionMinutesSchema,
  bufferMinutes: z.int().check(z.gte(0), z.lte(SESSION_LIMITS.bufferMax)),
  meetingLink: z.string(),
  horizonDays: z.int().check(z.gte(SESSION_LIMITS.horizonDaysMin), z.lte(SESSION_LIMITS.horizonDaysMax)),
  /** Learners see the coach's slots only while the hours are published. */
  published: z.boolean(),
  /** SHA-256 of the private calendar feed's token; null while the coach has none. */
  feedTokenHash: z.nullable(z.string()),
  updatedAt: timestampSchema,
});
export type CoachHoursDoc = z.infer<typeof coachHoursDocSchema>;

/**
 * `sessionSlots/{sessionSlotId}`: a taken slot, created with `create()` inside the booking's
 * transaction, so of two learners who pick it one gets it. Deleted when the session moves away or
 * is cancelled.
 */
export const sessionSlotDocSchema = z.object({
  coachId: z.string(),
  sessionId: z.string(),
  learnerId: z.string(),
  startsAt: timestampSchema,
  /** The session's end plus the coach's buffer: no other slot may start before it. */
  blockedUntil: timestampSchema,
});
export type SessionSlotDoc = z.infer<typeof sessionSlotDocSchema>;

/** One change of a session, kept on it (bounded: a session moves a few times at most). */
export const sessionChangeSchema = z.object({
  at: timestampSchema,
  by: sessionPartySchema,
  kind: z.enum(["booked", "moved", "cancelled"]),
  /** The start before a move; null otherwise. */
  from: z.nullable(timestampSchema),
  reason: z.nullable(z.string()),
});

/** `coachingSessions/{sessionId}`: one booked session and what became of it. */
export const coachingSessionDocSchema = z.object({
  learnerId: z.string(),
  learnerName: z.string(),
  learnerEmail: z.string(),
  learnerTimeZone: z.string(),
  coachId: z.string(),
  coachName: z.string(),
  coachEmail: z.string(),
  coachTimeZone: z.string(),
  /** The learner's cohort when booked; null outside one. */
  cohortId: z.nullable(z.string()),
  startsAt: timestampSchema,
  endsAt: timestampSchema,
  minutes: sessionMinutesSchema,
  bufferMinutes: z.int().check(z.gte(0)),
  meetingLink: z.string(),
  /** What the learner wants help with. */
  topic: storedTextSchema(SESSION_LIMITS.topicMax),
  status: sessionStatusSchema,
  /** The taken slot's id (`sessionSlotId`); kept after a cancellation, when its document is gone. */
  slotId: z.string(),
  /** The calendar event's UID: the same for the session's life, so calendars update in place. */
  icsUid: z.string(),
  /** RFC 5546's SEQUENCE: 0 when booked, one more with each move and the cancellation. */
  sequence: z.int().check(z.gte(0)),
  cancelledBy: z.nullable(sessionPartySchema),
  /** The reason the other side sees for the last move or the cancellation. */
  reason: z.nullable(storedTextSchema(SESSION_LIMITS.reasonMax)),
  lateCancellation: z.boolean(),
  changes: z.array(sessionChangeSchema),
  reminderSentAt: z.nullable(timestampSchema),
  outcome: z.nullable(sessionOutcomeSchema),
  outcomeAt: z.nullable(timestampSchema),
  rating: z.nullable(
    z.object({
      stars: z.int().check(z.gte(1), z.lte(5)),
      comment: storedTextSchema(SESSION_LIMITS.commentMax),
      at: timestampSchema,
    }),
  ),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type CoachingSessionDoc = z.infer<typeof coachingSessionDocSchema>;

/**
 * `sessionNotes/{sessionId}`: the coach's notes after the session, apart from the session so the
 * private ones never travel with it. Deleted with the learner's account; never in their export.
 */
export const sessionNotesDocSchema = z.object({
  sessionId: z.string(),
  learnerId: z.string(),
  coachId: z.string(),
  text: storedTextSchema(SESSION_LIMITS.notesMax),
  /** Private notes are the coach's alone: the learner never sees them. */
  private: z.boolean(),
  updatedAt: timestampSchema,
});
export type SessionNotesDoc = z.infer<typeof sessionNotesDocSchema>;

/** `users/{uid}/actionItems/{id}`: a line of a session's notes the learner ticks off on Home. */
export const actionItemDocSchema = z.object({
  sessionId: z.string(),
  coachId: z.string(),
  text: storedTextSchema(SESSION_LIMITS.actionItemMax),
  done: z.boolean(),
  doneAt: z.nullable(timestampSchema),
  createdAt: timestampSchema,
});
export type ActionItemDoc = z.infer<typeof actionItemDocSchema>;

/**
 * `sessionLedgers/{uid}`: what the booking's transaction checks the learner's limits against: the
 * one upcoming session, and sessions counted per month (`sessionMonth`; on-time cancellations
 * give theirs back).
 */
export const sessionLedgerDocSchema = z.object({
  upcomingSessionId: z.nullable(z.string()),
  months: z.record(z.string(), z.int().check(z.gte(0))),
});
export type SessionLedgerDoc = z.infer<typeof sessionLedgerDocSchema>;

/** `sessionSettings/current`: the admin's monthly cap of sessions per learner. */
export const sessionSettingsDocSchema = z.object({
  monthlyCap: z.int().check(z.gte(1), z.lte(SESSION_LIMITS.monthlyCapMax)),
  updatedAt: timestampSchema,
  updatedBy: z.string(),
});
export type SessionSettingsDoc = z.infer<typeof sessionSettingsDocSchema>;
export const SESSION_SETTINGS_ID = "current";

/** `calendarFeeds/{sha256(token)}`: a coach's private calendar feed; a new token revokes the old. */
export const calendarFeedDocSchema = z.object({
  coachId: z.string(),
  createdAt: timestampSchema,
});
export type CalendarFeedDoc = z.infer<typeof calendarFeedDocSchema>;

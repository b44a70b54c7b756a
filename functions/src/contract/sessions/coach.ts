import { z } from "zod/mini";
import { idSchema, isoDateSchema, timeZoneSchema } from "../common";
import { COACH_LIMITS } from "../incubator/coaching";
import { textSchema } from "../text";
import {
  SESSION_LIMITS,
  availabilityWindowSchema,
  awayRangeSchema,
  sessionMinutesSchema,
  sessionOutcomeSchema,
  sessionPartySchema,
  sessionStatusSchema,
} from "./common";
import { actionItemSchema } from "./learner";

// The coach's calls (features/coach-hours and features/coach-sessions): hours, away days, the
// calendar feed, the monthly cap, the coaches' week, a session's brief, moving and cancelling,
// and what happened after. Admin-only: every admin is a coach.

/** PUT /api/admin/coach-hours: the coach's own hours. */
export const coachHoursRequestSchema = z.object({
  timeZone: timeZoneSchema,
  availability: z
    .array(availabilityWindowSchema)
    .check(z.maxLength(SESSION_LIMITS.windowsMax, `At most ${SESSION_LIMITS.windowsMax} windows`)),
  away: z
    .array(awayRangeSchema)
    .check(z.maxLength(SESSION_LIMITS.awayMax, `At most ${SESSION_LIMITS.awayMax} away ranges`)),
  sessionMinutes: sessionMinutesSchema,
  bufferMinutes: z
    .int("Give the buffer in whole minutes")
    .check(
      z.gte(0, "The buffer cannot be negative"),
      z.lte(SESSION_LIMITS.bufferMax, `The buffer is at most ${SESSION_LIMITS.bufferMax} minutes`),
    ),
  meetingLink: textSchema({
    label: "Meeting link",
    max: SESSION_LIMITS.meetingLinkMax,
    checks: [
      z.refine((link) => link === "" || /^https:\/\/\S+$/.test(link), {
        message: "The meeting link starts with https://",
      }),
    ],
  }),
  horizonDays: z
    .int("Give the horizon in whole days")
    .check(
      z.gte(SESSION_LIMITS.horizonDaysMin, `Learners book at least ${SESSION_LIMITS.horizonDaysMin} day ahead`),
      z.lte(SESSION_LIMITS.horizonDaysMax, `Learners book at most ${SESSION_LIMITS.horizonDaysMax} days ahead`),
    ),
  published: z.boolean(),
});
export type CoachHoursRequest = z.infer<typeof coachHoursRequestSchema>;

/** A session as the coaches' week and lists show it. */
export const coachSessionSummarySchema = z.object({
  id: z.string(),
  learnerId: z.string(),
  learnerName: z.string(),
  learnerTimeZone: z.string(),
  coachId: z.string(),
  coachName: z.string(),
  startsAt: isoDateSchema,
  endsAt: isoDateSchema,
  status: sessionStatusSchema,
  topic: z.string(),
});
export type CoachSessionSummary = z.infer<typeof coachSessionSummarySchema>;

/** GET /api/admin/coach-hours; the PUT answers the same, with the booked sessions its away days or hours now cross. */
export const coachHoursSchema = z.object({
  hours: z.nullable(z.extend(coachHoursRequestSchema, { updatedAt: isoDateSchema })),
  /** Whether the coach has a calendar feed (its URL is shown only when made). */
  hasFeed: z.boolean(),
  /** Booked sessions on away days or outside the hours: the coach moves or cancels each one. */
  conflicts: z.array(coachSessionSummarySchema),
});
export type CoachHours = z.infer<typeof coachHoursSchema>;

/** POST /api/admin/coach-hours/feed: a new private feed URL; the old one stops working. */
export const calendarFeedSchema = z.object({ feedUrl: z.string() });
/** GET /api/calendar-feeds/{token}: the coach's sessions as text/calendar (public; the token is its authority). */
export const calendarFeedParamsSchema = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, "Not a feed")),
});

/** GET/PUT /api/admin/session-settings */
export const sessionSettingsSchema = z.object({
  monthlyCap: z
    .int("Give the cap in whole sessions")
    .check(
      z.gte(1, "Allow at least 1 session a month"),
      z.lte(SESSION_LIMITS.monthlyCapMax, `At most ${SESSION_LIMITS.monthlyCapMax} sessions a month`),
    ),
});

/** GET /api/admin/sessions?from&to: every coach's sessions in the range, the caller's first. */
export const coachWeekQuerySchema = z.object({ from: isoDateSchema, to: isoDateSchema });
export const coachWeekSchema = z.object({
  sessions: z.array(coachSessionSummarySchema),
  /** More sessions than one answer holds: narrow the range. */
  truncated: z.boolean(),
});

export const adminSessionParamsSchema = z.object({ sessionId: idSchema });

const reasonSchema = textSchema({
  label: "Reason",
  max: SESSION_LIMITS.reasonMax,
  required: "Give the learner a reason",
  multiline: true,
});
/** POST /api/admin/sessions/{sessionId}/move: at any time, with a reason the learner sees. */
export const coachMoveRequestSchema = z.object({ startsAt: isoDateSchema, reason: reasonSchema });
/** POST /api/admin/sessions/{sessionId}/cancel */
export const coachCancelRequestSchema = z.object({ reason: reasonSchema });

/** PUT /api/admin/sessions/{sessionId}/outcome: held or a no-show, and the notes. */
export const sessionOutcomeRequestSchema = z.object({
  outcome: sessionOutcomeSchema,
  notes: textSchema({ label: "Notes", max: SESSION_LIMITS.notesMax, multiline: true }),
  notesPrivate: z.boolean(),
});
/** POST /api/admin/sessions/{sessionId}/action-items: a line of the notes the learner ticks off. */
export const addActionItemRequestSchema = z.object({
  text: textSchema({ label: "Action item", max: SESSION_LIMITS.actionItemMax, required: "Write the action item" }),
});
/** POST /api/admin/sessions/{sessionId}/revision: as coach review's, for a step whose attempt stands passed. */
export const sessionRevisionRequestSchema = z.object({
  stepId: idSchema,
  // Stored as the step's revision request, whose reason is at most COACH_LIMITS.reasonChars.
  note: textSchema({ label: "Note", max: COACH_LIMITS.reasonChars, required: "Say what to revise", multiline: true }),
});

/** A session as its coach reads it: everything, private notes included. */
export const coachSessionSchema = z.extend(coachSessionSummarySchema, {
  learnerEmail: z.string(),
  coachTimeZone: z.string(),
  minutes: sessionMinutesSchema,
  meetingLink: z.string(),
  cancelledBy: z.nullable(sessionPartySchema),
  reason: z.nullable(z.string()),
  lateCancellation: z.boolean(),
  outcome: z.nullable(sessionOutcomeSchema),
  notes: z.nullable(z.object({ text: z.string(), private: z.boolean() })),
  actionItems: z.array(actionItemSchema),
  rating: z.nullable(z.object({ stars: z.int(), comment: z.string() })),
});
export type CoachSession = z.infer<typeof coachSessionSchema>;

/** GET /api/admin/session-ratings: each coach's ratings. */
export const coachRatingsSchema = z.object({
  coaches: z.array(
    z.object({
      coachId: z.string(),
      name: z.string(),
      ratings: z.int(),
      /** Mean stars, one decimal; null before any rating. */
      average: z.nullable(z.number()),
      recent: z.array(z.object({ stars: z.int(), comment: z.string(), at: isoDateSchema, learnerName: z.string() })),
    }),
  ),
});

// The brief (GET /api/admin/sessions/{sessionId}/brief) is built from stored data on request;
// its schema is in brief.ts.

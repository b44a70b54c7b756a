import { z } from "zod/mini";

// One-to-one coaching sessions: the limits and rules both sides apply. Stored shapes are in
// storage.ts; the learner's calls in learner.ts, the coach's in coach.ts.

export const SESSION_LIMITS = {
  /** A coach's session lengths, in minutes. */
  lengths: [30, 45, 60],
  bufferMax: 60,
  /** How far ahead learners may book, in days. */
  horizonDaysMin: 1,
  horizonDaysMax: 90,
  /** Rescheduling is allowed until this many hours before; a cancellation after it is late. */
  changeCutoffHours: 12,
  /** The reminder goes this long before the start. */
  reminderMinutes: 60,
  /** Weekly availability windows a coach may have, and away ranges. */
  windowsMax: 28,
  awayMax: 50,
  topicMax: 1000,
  reasonMax: 500,
  notesMax: 5000,
  actionItemMax: 300,
  actionItemsPerSession: 10,
  commentMax: 1000,
  meetingLinkMax: 500,
  /** The admin's monthly cap per learner: its default and largest value. */
  monthlyCapDefault: 2,
  monthlyCapMax: 20,
  /** Days of free slots one slots call answers. */
  slotDaysMax: 14,
  /** Days the coaches' week call may span. */
  weekDaysMax: 14,
  /** Sessions one week call answers at most. */
  weekSessionsMax: 500,
  /** AI summaries of briefs one coach may ask for in an hour. */
  summariesPerHour: 20,
} as const;

export const sessionMinutesSchema = z.union(
  SESSION_LIMITS.lengths.map((minutes) => z.literal(minutes)) as [
    z.ZodMiniLiteral<30>,
    z.ZodMiniLiteral<45>,
    z.ZodMiniLiteral<60>,
  ],
  { error: "A session lasts 30, 45 or 60 minutes" },
);
export type SessionMinutes = z.infer<typeof sessionMinutesSchema>;

/** A time of day on the hour, in the coach's zone: "14:00". A window may end at "24:00". */
export const hourOfDaySchema = z
  .string()
  .check(z.regex(/^(([01]\d|2[0-3]):00|24:00)$/, "Hours are whole hours, written HH:00"));

/** ISO weekday: 1 Monday ... 7 Sunday. */
export const isoWeekdaySchema = z.int().check(z.gte(1, "Pick a weekday"), z.lte(7, "Pick a weekday"));

/** One weekly window of a coach's hours: Tuesdays 14:00-17:00 in their zone. */
export const availabilityWindowSchema = z
  .object({ weekday: isoWeekdaySchema, start: hourOfDaySchema, end: hourOfDaySchema })
  .check(
    z.refine((window) => window.start < window.end, {
      message: "A window ends after it starts",
      path: ["end"],
    }),
  );
export type AvailabilityWindow = z.infer<typeof availabilityWindowSchema>;

const plainDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "Dates are written YYYY-MM-DD"));

/** Days a coach is away, both included, in their zone. */
export const awayRangeSchema = z
  .object({ from: plainDate, to: plainDate })
  .check(z.refine((range) => range.from <= range.to, { message: "Away ends on or after it starts", path: ["to"] }));
export type AwayRange = z.infer<typeof awayRangeSchema>;

export const SESSION_STATUSES = ["booked", "cancelled", "held", "no_show"] as const;
export const sessionStatusSchema = z.enum(SESSION_STATUSES);
export type SessionStatus = z.infer<typeof sessionStatusSchema>;

export const SESSION_OUTCOMES = ["held", "no_show"] as const;
export const sessionOutcomeSchema = z.enum(SESSION_OUTCOMES);

export const SESSION_PARTIES = ["learner", "coach"] as const;
export const sessionPartySchema = z.enum(SESSION_PARTIES);
export type SessionParty = z.infer<typeof sessionPartySchema>;

const HOUR_MS = 60 * 60 * 1000;

/** Whether a learner may still move a session starting at `startsAt` (until 12 hours before). */
export const learnerMayReschedule = (startsAt: Date, now: Date): boolean =>
  startsAt.getTime() - now.getTime() >= SESSION_LIMITS.changeCutoffHours * HOUR_MS;

/** A learner's cancellation within 12 hours of the start is recorded as late. */
export const isLateCancellation = (startsAt: Date, now: Date): boolean => !learnerMayReschedule(startsAt, now);

/** `sessionSlots/{coachId}_{start}`: the slot's key, the coach and the UTC start to the second. */
export const sessionSlotId = (coachId: string, startsAt: Date): string =>
  `${coachId}_${startsAt
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "")}`;

/** The month a session counts against the learner's cap: its UTC start's "YYYY-MM". */
export const sessionMonth = (startsAt: Date): string => startsAt.toISOString().slice(0, 7);

import { z } from "zod/mini";
import { PHASE_KEYS, phaseKeySchema, type PhaseKey } from "../incubator/common";

// What every cohort feature shares: the limits, the states and the schedule's shape. The calendar
// arithmetic (weeks, deadlines in a time zone) is the server's, in domain/cohorts/calendar.ts; the
// web shows the instants it answers.

export const COHORT_LIMITS = {
  nameMax: 80,
  weeksMin: 1,
  weeksMax: 52,
  /** Rows one CSV import may hold. */
  csvRows: 1000,
  /** An invitation's sign-up link works once, for this many days. */
  invitationDays: 14,
  /** Wrong join codes a user may try in an hour. */
  joinCodeTriesPerHour: 10,
  joinCodeLength: 10,
  /** Roster rows per page (the admin's roster and the cohort dashboard). */
  rosterPage: 50,
  /** Shards of each week's figures: check-ins and passes spread over them stay under 1 write/s each. */
  weekStatShards: 8,
} as const;

/** ISO 4217 codes offered for a cohort's money figures; any three capital letters are accepted. */
export const COMMON_CURRENCIES = ["USD", "EUR", "GBP", "CAD", "AUD", "INR", "NGN", "ZAR", "BRL", "MXN"] as const;
export const currencySchema = z
  .string()
  .check(z.regex(/^[A-Z]{3}$/, "Currency must be a three-letter code such as USD"));

/** A calendar date, YYYY-MM-DD, read in the cohort's time zone. */
export const plainDateSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "Dates are written YYYY-MM-DD"));

/** ISO weekday: 1 is Monday ... 7 is Sunday. */
export const weekdaySchema = z.int().check(z.gte(1, "Pick a weekday"), z.lte(7, "Pick a weekday"));
export const WEEKDAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/**
 * What an admin sets by hand: a draft is being prepared; open takes enrolment. Running (from the
 * start date) and finished (after the last week) follow from the calendar: `cohortStatus`.
 */
export const COHORT_STAGES = ["draft", "open"] as const;
export const cohortStageSchema = z.enum(COHORT_STAGES);
export type CohortStage = z.infer<typeof cohortStageSchema>;

export const COHORT_STATUSES = ["draft", "open", "running", "finished"] as const;
export const cohortStatusSchema = z.enum(COHORT_STATUSES);
export type CohortStatus = z.infer<typeof cohortStatusSchema>;

/** A member of a cohort in one of these states has the Incubator whatever the launch switch says. */
export const isActiveCohortStatus = (status: CohortStatus): boolean => status === "open" || status === "running";

/** The week each phase is due (1-based); a phase is due at the end of its week, Sunday 23:59 in the cohort's zone. */
export const cohortScheduleSchema = z.partialRecord(
  phaseKeySchema,
  z.int().check(z.gte(1), z.lte(COHORT_LIMITS.weeksMax)),
);
export type CohortSchedule = z.infer<typeof cohortScheduleSchema>;

/** The schedule's phases in roadmap order. */
export const schedulePhases = (schedule: CohortSchedule) => PHASE_KEYS.filter((key) => schedule[key] !== undefined);

/**
 * The schedule filled in from the steps' counts: each phase takes a share of the weeks as large as
 * its share of the steps, and is due at the end of it. Phases without steps are left out.
 */
export function defaultSchedule(stepCounts: Partial<Record<PhaseKey, number>>, weeks: number): CohortSchedule {
  const phases = PHASE_KEYS.filter((key) => (stepCounts[key] ?? 0) > 0);
  const total = phases.reduce((sum, key) => sum + (stepCounts[key] ?? 0), 0);
  const schedule: CohortSchedule = {};
  let reached = 0;
  let previous = 1;
  for (const key of phases) {
    reached += stepCounts[key] ?? 0;
    const week = Math.min(weeks, Math.max(previous, Math.ceil((weeks * reached) / total)));
    schedule[key] = week;
    previous = week;
  }
  return schedule;
}

/** Why a schedule is refused, or null: weeks within the cohort, and phases due in roadmap order. */
export function scheduleProblem(schedule: CohortSchedule, weeks: number): string | null {
  let previous = 0;
  for (const key of schedulePhases(schedule)) {
    const week = schedule[key] ?? 0;
    if (week > weeks) return `${key} is due in week ${week}, after the cohort's last week (${weeks})`;
    if (week < previous) return `${key} is due before the phase that comes ahead of it`;
    previous = week;
  }
  return null;
}

/**
 * The coach a new member gets: the cohort's coach with the fewest members now, the first listed on
 * a tie; null while the cohort has no coach.
 */
export function pickCoach(coachIds: readonly string[], coachLoads: Readonly<Record<string, number>>): string | null {
  let best: string | null = null;
  for (const coachId of coachIds)
    if (best === null || (coachLoads[coachId] ?? 0) < (coachLoads[best] ?? 0)) best = coachId;
  return best;
}

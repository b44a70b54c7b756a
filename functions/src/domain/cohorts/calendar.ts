import type { Temporal } from "temporal-polyfill";
import { temporal } from "../../lib/temporal";
import { isActiveCohortStatus, schedulePhases, type CohortStatus } from "../../contract/cohorts/common";
import type { CohortDoc } from "../../contract/cohorts/storage";
import type { PhaseKey } from "../../contract/incubator/common";

// A cohort's calendar in its own time zone: week n runs from its Monday 00:00 to the next Monday
// 00:00 there, and a phase is due at the end of its week (shown as Sunday 23:59). Daylight saving
// is Temporal's: a week across a change is 167 or 169 hours long, and its deadline stays 23:59.

type Calendar = Pick<CohortDoc, "startDate" | "weeks" | "timeZone">;

const startOf = (cohort: Pick<Calendar, "startDate">) => temporal().PlainDate.from(cohort.startDate);

/** An instant as a wall-clock time in `timeZone`. */
export const zonedAt = (at: Date, timeZone: string) =>
  temporal().Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(timeZone);

/** The cohort week a calendar day falls in, counted from the start: 0 or less before it, past `weeks` after the end. */
export const weekOfDate = (cohort: Pick<Calendar, "startDate">, day: Temporal.PlainDate): number =>
  Math.floor(startOf(cohort).until(day, { largestUnit: "days" }).days / 7) + 1;

/** Whether a YYYY-MM-DD date is a real Monday. */
export function isMonday(date: string): boolean {
  try {
    return temporal().PlainDate.from(date, { overflow: "reject" }).dayOfWeek === 1;
  } catch {
    return false;
  }
}

/** The instant week `week` begins (its Monday 00:00 in the cohort's zone); week weeks + 1 begins when the cohort ends. */
export function weekStartsAt(cohort: Calendar, week: number): Date {
  const monday = startOf(cohort).add({ days: 7 * (week - 1) });
  return new Date(monday.toZonedDateTime({ timeZone: cohort.timeZone }).epochMilliseconds);
}

/** The instant week `week` is over: work handed in from then on is late for what was due that week. */
export const weekEndsAt = (cohort: Calendar, week: number): Date => weekStartsAt(cohort, week + 1);

/** The deadline shown for week `week`: its Sunday 23:59 in the cohort's zone. */
export function weekDeadline(cohort: Calendar, week: number): Date {
  const sunday = startOf(cohort).add({ days: 7 * week - 1 });
  const due = sunday.toZonedDateTime({ timeZone: cohort.timeZone, plainTime: temporal().PlainTime.from("23:59") });
  return new Date(due.epochMilliseconds);
}

/** The day of week `week` that is `weekday` (1 Monday ... 7 Sunday), as YYYY-MM-DD. */
export const dayOfWeek = (cohort: Calendar, week: number, weekday: number): string =>
  startOf(cohort)
    .add({ days: 7 * (week - 1) + weekday - 1 })
    .toString();

/** The cohort week an instant falls in: 0 before the start, weeks + 1 after the end. */
export function weekAt(cohort: Calendar, at: Date): number {
  const week = weekOfDate(cohort, zonedAt(at, cohort.timeZone).toPlainDate());
  return Math.min(cohort.weeks + 1, Math.max(0, week));
}

/** Draft and open are set by hand; an open cohort runs from its start date and is finished after its last week. */
export function cohortStatus(cohort: Calendar & Pick<CohortDoc, "stage">, at: Date): CohortStatus {
  if (cohort.stage === "draft") return "draft";
  const week = weekAt(cohort, at);
  if (week === 0) return "open";
  return week > cohort.weeks ? "finished" : "running";
}

export const isActiveCohort = (cohort: Calendar & Pick<CohortDoc, "stage">, at: Date) =>
  isActiveCohortStatus(cohortStatus(cohort, at));

/** When a phase is due, or null when the schedule leaves it out. */
export function phaseDue(cohort: Calendar & Pick<CohortDoc, "schedule">, phase: PhaseKey) {
  const week = cohort.schedule[phase];
  if (week === undefined) return null;
  return { week, deadline: weekDeadline(cohort, week), endsAt: weekEndsAt(cohort, week) };
}

/** Whether work on a phase handed in at `at` is late: its week was over. Late work is accepted, and marked. */
export function isLate(cohort: Calendar & Pick<CohortDoc, "schedule">, phase: PhaseKey, at: Date): boolean {
  const due = phaseDue(cohort, phase);
  return due !== null && at.getTime() >= due.endsAt.getTime();
}

/** The schedule's phases whose week is over at `at`, in roadmap order. */
export const phasesPastDue = (cohort: Calendar & Pick<CohortDoc, "schedule">, at: Date): PhaseKey[] =>
  schedulePhases(cohort.schedule).filter((phase) => isLate(cohort, phase, at));

import {
  COHORT_LIMITS,
  COMMON_CURRENCIES,
  scheduleProblem,
  WEEKDAY_NAMES,
  type CohortSchedule,
} from "@contract/cohorts/common";
import type { AdminCohort, CreateCohortRequest } from "@contract/cohorts/admin";
import { browserTimeZone } from "@/lib/time-zone";

// The cohort form's values and checks, the same in the "New cohort" dialog and the Settings tab.
// Dates are plain calendar dates (YYYY-MM-DD, read in the cohort's zone), so their arithmetic is
// day counting in UTC, where no day is longer than another; the server's calendar has the instants.

export interface CohortFormValues {
  name: string;
  startDate: string;
  weeks: string;
  timeZone: string;
  currency: string;
  checkInWeekday: string;
}

const DAY_MS = 86_400_000;
const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD date as a UTC midnight, or null when it is no real date. */
function utcDate(date: string): Date | null {
  const match = PLAIN_DATE.exec(date);
  if (!match) return null;
  const at = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return at.toISOString().slice(0, 10) === date ? at : null;
}

export const isMondayDate = (date: string) => utcDate(date)?.getUTCDay() === 1;

/** The date `days` days after a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const at = utcDate(date);
  if (!at) return date;
  return new Date(at.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Sunday that ends week `week` of a cohort starting on `startDate`: its deadline day (23:59 there). */
export const weekDeadlineDate = (startDate: string, week: number) => addDays(startDate, 7 * week - 1);

/** The Monday after `today` (a new cohort's first suggestion). */
export function nextMonday(today: Date): string {
  const date = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()));
  const ahead = ((8 - date.getUTCDay()) % 7 || 7) * DAY_MS;
  return new Date(date.getTime() + ahead).toISOString().slice(0, 10);
}

/** "Sun 14 Mar 2027" for a YYYY-MM-DD date. */
export function formatPlainDate(date: string): string {
  const at = utcDate(date);
  if (!at) return date;
  return at.toLocaleDateString("en-GB", {
    timeZone: "UTC",
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
  });
}

/** The IANA zones this browser knows, with `current` among them. */
export function timeZoneOptions(current: string): { value: string; label: string }[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf("timeZone");
  } catch {
    zones = [];
  }
  if (current && !zones.includes(current)) zones = [current, ...zones];
  return zones.map((zone) => ({ value: zone, label: zone.replace(/_/g, " ") }));
}

export const currencyOptions = (current: string) =>
  [...new Set([current, ...COMMON_CURRENCIES].filter(Boolean))].map((code) => ({ value: code, label: code }));

export const weekdayOptions = WEEKDAY_NAMES.map((name, index) => ({ value: String(index + 1), label: name }));

export function newCohortValues(today: Date): CohortFormValues {
  return {
    name: "",
    startDate: nextMonday(today),
    weeks: "12",
    timeZone: browserTimeZone() ?? "UTC",
    currency: "USD",
    checkInWeekday: "5",
  };
}

export const cohortValues = (cohort: AdminCohort): CohortFormValues => ({
  name: cohort.name,
  startDate: cohort.startDate,
  weeks: String(cohort.weeks),
  timeZone: cohort.timeZone,
  currency: cohort.currency,
  checkInWeekday: String(cohort.checkInWeekday),
});

/** The length typed, or null when it is no whole number of weeks the cohort may run. */
export function weeksOf(values: Pick<CohortFormValues, "weeks">): number | null {
  const weeks = Number(values.weeks);
  return Number.isInteger(weeks) && weeks >= COHORT_LIMITS.weeksMin && weeks <= COHORT_LIMITS.weeksMax ? weeks : null;
}

/** By field, as the server's `errors[].path` names them. */
export type CohortFormErrors = Partial<Record<string, string>>;

/** The form's problems as the server would name them (it checks again). */
export function cohortFormErrors(values: CohortFormValues, schedule: CohortSchedule | null): CohortFormErrors {
  const errors: CohortFormErrors = {};
  if (!values.name.trim()) errors.name = "Give the cohort a name";
  else if ([...values.name.trim()].length > COHORT_LIMITS.nameMax)
    errors.name = `Name must be at most ${COHORT_LIMITS.nameMax} characters`;
  if (!utcDate(values.startDate)) errors.startDate = "Pick a start date";
  else if (!isMondayDate(values.startDate)) errors.startDate = "A cohort starts on a Monday";
  const weeks = weeksOf(values);
  if (weeks === null) errors.weeks = `Give a length from ${COHORT_LIMITS.weeksMin} to ${COHORT_LIMITS.weeksMax} weeks`;
  if (!/^[A-Z]{3}$/.test(values.currency)) errors.currency = "Currency must be a three-letter code such as USD";
  if (!values.timeZone) errors.timeZone = "Pick a time zone";
  if (schedule && weeks !== null) {
    const problem = scheduleProblem(schedule, weeks);
    if (problem) errors.schedule = `The schedule does not fit: ${problem}`;
  }
  return errors;
}

/** The request of a valid form. */
export const cohortRequest = (values: CohortFormValues, schedule: CohortSchedule | null): CreateCohortRequest => ({
  name: values.name.trim(),
  startDate: values.startDate,
  weeks: Number(values.weeks),
  timeZone: values.timeZone,
  currency: values.currency,
  checkInWeekday: Number(values.checkInWeekday),
  ...(schedule ? { schedule } : {}),
});

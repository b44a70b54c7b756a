/**
 * Active days, day streak and consistency (spec 000 section 9), counted in the
 * learner's time zone (DECISIONS.md "Learning model"). Pure: shared by the web
 * dashboard and the server.
 */

/** A calendar day as YYYY-MM-DD. */
export type DayKey = string;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar day an instant falls on in a time zone (an unknown zone counts as UTC). */
export function dayKey(instant: Date, timeZone: string): DayKey {
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = formatterFor(timeZone);
  } catch {
    formatter = formatterFor("UTC");
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

// Calendar arithmetic on the key itself (as a UTC date), so DST changes never skip or repeat a day.
const toUtcDate = (key: DayKey) => new Date(`${key}T00:00:00Z`);
const fromUtcDate = (date: Date): DayKey => date.toISOString().slice(0, 10);

export function addDays(key: DayKey, days: number): DayKey {
  const date = toUtcDate(key);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtcDate(date);
}

/** Whole calendar days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: DayKey, to: DayKey): number {
  return Math.round((toUtcDate(to).getTime() - toUtcDate(from).getTime()) / 86_400_000);
}

/** The `count` days ending today, oldest first. */
export function lastDays(now: Date, timeZone: string, count: number): DayKey[] {
  const today = dayKey(now, timeZone);
  return Array.from({ length: count }, (_, index) => addDays(today, index - count + 1));
}

export function activeDays(instants: Iterable<Date>, timeZone: string): Set<DayKey> {
  const days = new Set<DayKey>();
  for (const instant of instants) days.add(dayKey(instant, timeZone));
  return days;
}

/** Consecutive active days ending today, or ending yesterday when today has no activity yet. */
export function dayStreak(active: ReadonlySet<DayKey>, now: Date, timeZone: string): number {
  const today = dayKey(now, timeZone);
  let day = active.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (active.has(day)) {
    streak++;
    day = addDays(day, -1);
  }
  return streak;
}

export const CONSISTENCY_PERIODS = { week: 7, month: 30 } as const;
export type ConsistencyPeriod = keyof typeof CONSISTENCY_PERIODS | "lifetime";

/** The days a consistency period covers, oldest first. Lifetime runs from the profile's creation day to today. */
export function periodDays(period: ConsistencyPeriod, now: Date, timeZone: string, since: Date): DayKey[] {
  if (period !== "lifetime") return lastDays(now, timeZone, CONSISTENCY_PERIODS[period]);
  const span = daysBetween(dayKey(since, timeZone), dayKey(now, timeZone)) + 1;
  return lastDays(now, timeZone, Math.max(1, span));
}

/** Percent of the period's days with at least one activity, rounded. */
export function consistency(
  active: ReadonlySet<DayKey>,
  period: ConsistencyPeriod,
  now: Date,
  timeZone: string,
  since: Date,
): number {
  const days = periodDays(period, now, timeZone, since);
  const hits = days.filter((day) => active.has(day)).length;
  return Math.round((hits / days.length) * 100);
}

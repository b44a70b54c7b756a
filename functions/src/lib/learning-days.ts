// Days as a learner lives them: calendar days in their own time zone, as 'YYYY-MM-DD' keys.
// Pure functions, shared by the dashboard and the automated messages.

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) that an instant falls on in a time zone. */
export function dayKey(instant: Date, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

/** Calendar arithmetic on day keys; time zones and DST play no part once a day is a key. */
export function addDays(key: string, days: number): string {
  const [year, month, day] = key.split("-").map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (0 when equal). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The set of active days from activity instants. */
export function activeDays(instants: Iterable<Date>, timeZone: string): Set<string> {
  const days = new Set<string>();
  for (const instant of instants) days.add(dayKey(instant, timeZone));
  return days;
}

/** The streak: consecutive days with activity, ending today or yesterday. */
export function dayStreak(active: ReadonlySet<string>, today: string): number {
  let day = active.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (active.has(day)) {
    streak++;
    day = addDays(day, -1);
  }
  return streak;
}

export type ConsistencyRange = "week" | "month" | "lifetime";

/** The first and last day of a consistency window, both included. */
export function consistencyWindow(
  range: ConsistencyRange,
  today: string,
  firstDay: string,
): { from: string; to: string } {
  if (range === "week") return { from: addDays(today, -6), to: today };
  if (range === "month") return { from: addDays(today, -29), to: today };
  return { from: firstDay <= today ? firstDay : today, to: today };
}

/**
 * Consistency: the percent of days with at least one activity, over the last
 * 7 days (week), the last 30 days (month) or since the profile was created (lifetime).
 */
export function consistency(
  active: ReadonlySet<string>,
  range: ConsistencyRange,
  today: string,
  firstDay: string,
): number {
  const { from, to } = consistencyWindow(range, today, firstDay);
  const total = daysBetween(from, to) + 1;
  let hits = 0;
  for (let day = from; day <= to; day = addDays(day, 1)) if (active.has(day)) hits++;
  return Math.round((hits / total) * 100);
}

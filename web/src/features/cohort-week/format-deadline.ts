// A cohort deadline as the learner reads it: the server answers the instant (Sunday 23:59 in the
// cohort's zone); it is shown in the learner's own zone, the browser's when none is given.

/** "Sun 15 Mar, 23:59" in `timeZone` (the browser's zone when undefined). */
export function formatDeadline(iso: string, timeZone?: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(iso));
}

/** "Week 3 of 12", or how the cohort stands before its start and after its end. */
export function weekText(label: { week: number; weeks: number; started: boolean; completed: boolean }): string {
  if (!label.started) return `Starts soon · ${label.weeks} weeks`;
  if (label.completed) return `Completed · ${label.weeks} weeks`;
  return `Week ${label.week} of ${label.weeks}`;
}

/** The name of ISO weekday `weekday` (1 Monday ... 7 Sunday) in the reader's language. */
export const weekdayName = (weekday: number, locale?: string) =>
  // 1 January 2024 was a Monday.
  new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2024, 0, weekday)));

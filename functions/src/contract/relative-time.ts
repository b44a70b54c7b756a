const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"} ago`;

/**
 * How long ago something happened (spec 000 section 9 message ages; the dashboard's recent
 * activities too): 'Just now', minutes, hours, days under 7 days, then a date ('Nov 15, 2026').
 */
export function formatAge(at: Date, now: Date, locale = "en-US"): string {
  const elapsed = Math.max(0, now.getTime() - at.getTime());
  if (elapsed < MINUTE) return "Just now";
  if (elapsed < HOUR) return plural(Math.floor(elapsed / MINUTE), "minute");
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), "hour");
  if (elapsed < 7 * DAY) return plural(Math.floor(elapsed / DAY), "day");
  return at.toLocaleDateString(locale, { year: "numeric", month: "short", day: "numeric" });
}

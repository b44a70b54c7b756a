const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"} ago`;

/** Spec 000 section 9: minutes, then hours, then days (under 7 days), then a date. */
export function formatMessageAge(sent: Date, now: Date, locale = "en-US"): string {
  const elapsed = Math.max(0, now.getTime() - sent.getTime());
  if (elapsed < MINUTE) return "Just now";
  if (elapsed < HOUR) return plural(Math.floor(elapsed / MINUTE), "minute");
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), "hour");
  if (elapsed < 7 * DAY) return plural(Math.floor(elapsed / DAY), "day");
  return sent.toLocaleDateString(locale, { year: "numeric", month: "short", day: "numeric" });
}

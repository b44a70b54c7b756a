const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"} ago`;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * Dates and times read in en-US, like every text of the app, in the browser's time zone. They are
 * written out by hand, as Intl.DateTimeFormat('en-US') writes them: a page's first Intl formatter
 * loads its locale data, a long task (about 160 ms on a phone) in the middle of the first paint.
 *
 * A calendar date as lists show it: 'Nov 15, 2026'.
 */
export function formatDate(at: Date): string {
  return `${MONTHS[at.getMonth()]} ${at.getDate()}, ${at.getFullYear()}`;
}

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** The local calendar day as file names carry it: '2026-11-15'. */
export const formatDay = (at: Date): string =>
  `${at.getFullYear()}-${twoDigits(at.getMonth() + 1)}-${twoDigits(at.getDate())}`;

/** A time of day the same way: '3:04 PM'. */
export function formatClock(at: Date): string {
  const hour = at.getHours() % 12 || 12;
  return `${hour}:${String(at.getMinutes()).padStart(2, "0")} ${at.getHours() < 12 ? "AM" : "PM"}`;
}

/** Both: 'Nov 15, 2026, 3:04 PM'. */
export const formatDateTime = (at: Date): string => `${formatDate(at)}, ${formatClock(at)}`;

/**
 * How long ago something happened (the inbox's message ages and the dashboard's recent
 * activities): 'Just now', minutes, hours, days under 7 days, then a date ('Nov 15, 2026').
 */
export function formatAge(at: Date, now: Date): string {
  const elapsed = Math.max(0, now.getTime() - at.getTime());
  if (elapsed < MINUTE) return "Just now";
  if (elapsed < HOUR) return plural(Math.floor(elapsed / MINUTE), "minute");
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), "hour");
  if (elapsed < 7 * DAY) return plural(Math.floor(elapsed / DAY), "day");
  return formatDate(at);
}

const count = (value: number, unit: string) => `${value} ${unit}${value === 1 ? "" : "s"}`;

/**
 * When a refused request may be sent again, `seconds` from now, in the words a person uses (every
 * rate limit's message: 'Try again in 5 minutes.'): minutes under an hour, hours under 20 hours,
 * 'tomorrow' under two days, then days. Rounded up: never sooner than the limit allows.
 */
export function formatWait(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes === 1) return "in a minute";
  if (minutes < 60) return `in ${count(minutes, "minute")}`;
  const hours = Math.ceil(minutes / 60);
  if (hours === 1) return "in an hour";
  if (hours < 20) return `in ${count(hours, "hour")}`;
  if (hours < 48) return "tomorrow";
  return `in ${count(Math.ceil(hours / 24), "day")}`;
}

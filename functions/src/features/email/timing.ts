import { DAILY_EMAIL_CAP, type DigestRhythm, type EmailRhythm, type QuietHours } from "../../contract/email";
import { addDays, dayKey } from "../../lib/learning-days";
import { wallTime, zonedTime } from "../../lib/schedule-time";

// When an email may go, in the learner's time zone: never in quiet hours, at most DAILY_EMAIL_CAP
// a day, and a digest at the end of the quiet hours (daily, or on Mondays). Pure: tests move time.

export interface Timing {
  now: Date;
  timeZone: string;
  quietHours: QuietHours;
}

export type Plan =
  | { action: "send" }
  /** Wait until `until`; `digest` names the digest it joins, or null for an email of its own. */
  | { action: "wait"; until: Date; digest: string | null };

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

function localMinutes(instant: Date, timeZone: string): number {
  const wall = wallTime(instant, timeZone);
  return wall.hour * 60 + wall.minute;
}

export function inQuietHours(instant: Date, timeZone: string, quiet: QuietHours): boolean {
  const minute = localMinutes(instant, timeZone);
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  return start > end ? minute >= start || minute < end : minute >= start && minute < end;
}

/** The instant a local "HH:MM" happens on the local day `key` (YYYY-MM-DD). */
function at(key: string, time: string, timeZone: string): Date {
  const [year, month, day] = key.split("-").map(Number) as [number, number, number];
  return zonedTime(year, month, day, Number(time.slice(0, 2)), Number(time.slice(3, 5)), timeZone);
}

/** The first instant after `after` at local time `time`, on a day `accepts` allows. */
function nextAt(after: Date, time: string, timeZone: string, accepts: (key: string) => boolean = () => true): Date {
  const today = dayKey(after, timeZone);
  for (let offset = 0; offset <= 8; offset++) {
    const key = addDays(today, offset);
    const candidate = at(key, time, timeZone);
    if (candidate.getTime() > after.getTime() && accepts(key)) return candidate;
  }
  throw new Error("unreachable: every weekday comes within 8 days");
}

const isMonday = (key: string) => new Date(`${key}T00:00:00Z`).getUTCDay() === 1;

/** When the digest of this rhythm next goes (the quiet hours' end), and its key: its local day. */
export function nextDigest(rhythm: DigestRhythm, timing: Timing): { at: Date; key: string } {
  const when = nextAt(timing.now, timing.quietHours.end, timing.timeZone, rhythm === "weekly" ? isMonday : undefined);
  return { at: when, key: `${rhythm}-${dayKey(when, timing.timeZone)}` };
}

/** The first instant of the next local day outside quiet hours. */
export function nextDayFirstWindow(timing: Timing): Date {
  const midnight = at(addDays(dayKey(timing.now, timing.timeZone), 1), "00:00", timing.timeZone);
  if (!inQuietHours(midnight, timing.timeZone, timing.quietHours)) return midnight;
  return nextAt(midnight, timing.quietHours.end, timing.timeZone);
}

export interface Sending extends Timing {
  rhythm: EmailRhythm;
  /** The non-account emails already sent today (in the learner's day). */
  sentToday: number;
  /** Whether the learner gets a daily digest: an email over the cap joins it. */
  hasDailyDigest: boolean;
}

/** What happens to a non-account email now: it goes, or it waits (for its digest, quiet hours' end, or tomorrow). */
export function planEmail(sending: Sending): Plan {
  if (sending.rhythm !== "instant") {
    const digest = nextDigest(sending.rhythm, sending);
    return { action: "wait", until: digest.at, digest: digest.key };
  }
  if (inQuietHours(sending.now, sending.timeZone, sending.quietHours))
    return { action: "wait", until: nextAt(sending.now, sending.quietHours.end, sending.timeZone), digest: null };
  if (sending.sentToday < DAILY_EMAIL_CAP) return { action: "send" };
  if (sending.hasDailyDigest) {
    const digest = nextDigest("daily", sending);
    return { action: "wait", until: digest.at, digest: digest.key };
  }
  return { action: "wait", until: nextDayFirstWindow(sending), digest: null };
}

/** Today's count as stored (a count from another day is 0 today). */
export function sentToday(sentOn: { day: string; count: number }, now: Date, timeZone: string): number {
  return sentOn.day === dayKey(now, timeZone) ? sentOn.count : 0;
}

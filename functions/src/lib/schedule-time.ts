// Wall-clock arithmetic in IANA time zones with Intl only (no tz library in the functions bundle).

const DAY_MS = 24 * 60 * 60 * 1000;

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 = Sunday ... 6 = Saturday */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string) {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, format);
  }
  return format;
}

export function safeTimeZone(timeZone: string | undefined): string {
  if (!timeZone) return "UTC";
  try {
    formatter(timeZone);
    return timeZone;
  } catch {
    return "UTC";
  }
}

export function wallTime(instant: Date, timeZone: string): WallTime {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  return {
    year,
    month,
    day,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
  };
}

/** Minutes the zone is ahead of UTC at that instant (330 for Asia/Kolkata, 345 for Asia/Kathmandu). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const wall = wallTime(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/** The instant a wall-clock time happens in a zone (the later offset wins across a DST change). */
export function zonedTime(year: number, month: number, day: number, hour: number, minute: number, timeZone: string) {
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  let instant = guess - offsetMinutes(new Date(guess), timeZone) * 60_000;
  instant = guess - offsetMinutes(new Date(instant), timeZone) * 60_000;
  return new Date(instant);
}

/** The first Monday 09:00 in the zone strictly after `after`. */
export function nextMondayNine(after: Date, timeZone: string): Date {
  const wall = wallTime(after, timeZone);
  const daysAhead = (8 - wall.weekday) % 7;
  for (const extra of [0, 7]) {
    const date = new Date(Date.UTC(wall.year, wall.month - 1, wall.day) + (daysAhead + extra) * DAY_MS);
    const candidate = zonedTime(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), 9, 0, timeZone);
    if (candidate.getTime() > after.getTime()) return candidate;
  }
  throw new Error("unreachable: a Monday 09:00 exists within two weeks");
}

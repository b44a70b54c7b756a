import type { Temporal } from "temporal-polyfill";
import { temporal } from "../../lib/temporal";
import type { AvailabilityWindow, AwayRange } from "../../contract/sessions/common";

// A coach's hours read in their own zone: whether a session falls on a day they are away, or
// outside their weekly windows. Daylight saving is Temporal's: a window's 14:00 is 14:00 on the
// clock of that day, whatever its offset.

interface Hours {
  timeZone: string;
  availability: readonly AvailabilityWindow[];
  away: readonly AwayRange[];
}

const zoned = (at: Date, timeZone: string) =>
  temporal().Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(timeZone);

/** The coach's calendar days a session touches (its last instant is `endsAt` less 1 ms). */
function daysOf(startsAt: Date, endsAt: Date, timeZone: string): string[] {
  const first = zoned(startsAt, timeZone).toPlainDate();
  const last = zoned(new Date(Math.max(startsAt.getTime(), endsAt.getTime() - 1)), timeZone).toPlainDate();
  return temporal().PlainDate.compare(first, last) === 0 ? [first.toString()] : [first.toString(), last.toString()];
}

/** Whether a session falls on a day the coach is away (both ends of a range included). */
export const isOnAwayDay = (hours: Pick<Hours, "timeZone" | "away">, startsAt: Date, endsAt: Date): boolean =>
  daysOf(startsAt, endsAt, hours.timeZone).some((day) =>
    hours.away.some((range) => range.from <= day && day <= range.to),
  );

/** The instant an "HH:00" of `day` is in the zone; "24:00" is the next day's midnight. */
function instantOf(day: Temporal.PlainDate, hour: string, timeZone: string): number {
  const date = hour === "24:00" ? day.add({ days: 1 }) : day;
  const plainTime = hour === "24:00" ? temporal().PlainTime.from("00:00") : temporal().PlainTime.from(hour);
  return date.toZonedDateTime({ timeZone, plainTime }).epochMilliseconds;
}

/** One weekday's windows as instants of `day`, touching ones joined (14:00-15:00 and 15:00-17:00 are 14:00-17:00). */
function windowsOn(day: Temporal.PlainDate, hours: Pick<Hours, "timeZone" | "availability">) {
  const spans = hours.availability
    .filter((window) => window.weekday === day.dayOfWeek)
    .map((window) => ({
      from: instantOf(day, window.start, hours.timeZone),
      to: instantOf(day, window.end, hours.timeZone),
    }))
    .sort((a, b) => a.from - b.from);
  const joined: { from: number; to: number }[] = [];
  for (const span of spans) {
    const last = joined.at(-1);
    if (last && span.from <= last.to) last.to = Math.max(last.to, span.to);
    else joined.push({ ...span });
  }
  return joined;
}

/** Whether a session lies wholly inside one of the coach's weekly windows of the day it starts. */
export function isWithinHours(hours: Pick<Hours, "timeZone" | "availability">, startsAt: Date, endsAt: Date): boolean {
  const day = zoned(startsAt, hours.timeZone).toPlainDate();
  return windowsOn(day, hours).some((span) => span.from <= startsAt.getTime() && endsAt.getTime() <= span.to);
}

/** The sessions the hours no longer hold: on an away day, or outside the weekly windows. */
export const outsideHours = <S extends { startsAt: Date; endsAt: Date }>(hours: Hours, sessions: readonly S[]): S[] =>
  sessions.filter(
    (session) =>
      isOnAwayDay(hours, session.startsAt, session.endsAt) || !isWithinHours(hours, session.startsAt, session.endsAt),
  );

import type { Temporal } from "temporal-polyfill";
import { temporal } from "../../lib/temporal";
import type { CoachHoursDoc } from "../../contract/sessions/storage";

// A coach's slots: each weekly window, read in the coach's zone, cut into session-plus-buffer steps
// from its start (so on the hour), a slot fitting when its session ends by the window's end. Away
// days, the past and what lies past the booking horizon are left out. Daylight saving is
// Temporal's: a window across a change holds the slots its real length holds, and an hour the
// change skips starts at the hour after it.

export type SlotHours = Pick<
  CoachHoursDoc,
  "timeZone" | "availability" | "away" | "sessionMinutes" | "bufferMinutes" | "horizonDays"
>;

export interface Slot {
  startsAt: Date;
  endsAt: Date;
}

/** A booked slot: no other session may overlap [startsAt, blockedUntil) (its end plus the buffer). */
export interface TakenSlot {
  startsAt: Date;
  blockedUntil: Date;
}

export type SlotProblem = "past" | "outside" | "away" | "horizon";

/** What a learner is told when a start is not bookable. */
export const SLOT_PROBLEMS: Record<SlotProblem, string> = {
  past: "This time has passed: pick one of the free slots.",
  outside: "This time is not one of the coach's slots: pick one of the free slots.",
  away: "The coach is away that day: pick another day.",
  horizon: "This is further ahead than the coach takes bookings: pick an earlier slot.",
};

const instantOf = (at: Date) => temporal().Instant.fromEpochMilliseconds(at.getTime());
const dateOf = (at: Temporal.ZonedDateTime | Temporal.Instant) => new Date(at.epochMilliseconds);
const dayIn = (at: Date, timeZone: string) => instantOf(at).toZonedDateTimeISO(timeZone).toPlainDate();

/** `minutes` after `at`, as exact time. */
export const minutesAfter = (at: Date, minutes: number): Date => dateOf(instantOf(at).add({ minutes }));

/** A session starting at `startsAt`: its end, and the end of the time it blocks (the buffer after it). */
export function sessionSpan(hours: Pick<SlotHours, "sessionMinutes" | "bufferMinutes">, startsAt: Date) {
  const endsAt = minutesAfter(startsAt, hours.sessionMinutes);
  return { endsAt, blockedUntil: minutesAfter(endsAt, hours.bufferMinutes) };
}

/** "HH:00" on `day` in `timeZone`; "24:00" is the next day's midnight. */
function wallClock(day: Temporal.PlainDate, hour: string, timeZone: string): Temporal.ZonedDateTime {
  if (hour === "24:00") return day.add({ days: 1 }).toZonedDateTime({ timeZone });
  return day.toZonedDateTime({ timeZone, plainTime: temporal().PlainTime.from(hour) });
}

/** The slots of one day in the coach's zone, away or not, in order. */
function daySlots(hours: SlotHours, day: Temporal.PlainDate): Slot[] {
  const starts = new Map<number, Slot>();
  for (const window of hours.availability.filter((entry) => entry.weekday === day.dayOfWeek)) {
    const end = wallClock(day, window.end, hours.timeZone);
    let start = wallClock(day, window.start, hours.timeZone);
    for (;;) {
      const sessionEnd = start.add({ minutes: hours.sessionMinutes });
      if (temporal().ZonedDateTime.compare(sessionEnd, end) > 0) break;
      // Two windows of one day that overlap give their shared slots once.
      starts.set(start.epochMilliseconds, { startsAt: dateOf(start), endsAt: dateOf(sessionEnd) });
      start = sessionEnd.add({ minutes: hours.bufferMinutes });
    }
  }
  return [...starts.values()].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

const isAway = (hours: SlotHours, day: Temporal.PlainDate) => {
  const date = day.toString();
  return hours.away.some((range) => range.from <= date && date <= range.to);
};

/** The last instant a session may start: `horizonDays` calendar days from now in the coach's zone. */
export const horizonEndsAt = (hours: SlotHours, now: Date): Date =>
  dateOf(instantOf(now).toZonedDateTimeISO(hours.timeZone).add({ days: hours.horizonDays }));

/** The coach's bookable slots starting in [from, to): neither past, away nor past the horizon. */
export function coachSlots(hours: SlotHours, range: { from: Date; to: Date }, now: Date): Slot[] {
  const horizon = horizonEndsAt(hours, now).getTime();
  const from = Math.max(range.from.getTime(), now.getTime());
  // Past the horizon nothing is bookable: the days walked stay within it.
  const to = Math.min(range.to.getTime(), horizon + 1);
  if (from >= to) return [];
  const last = dayIn(new Date(to), hours.timeZone);
  const slots: Slot[] = [];
  for (
    let day = dayIn(new Date(from), hours.timeZone);
    temporal().PlainDate.compare(day, last) <= 0;
    day = day.add({ days: 1 })
  ) {
    if (isAway(hours, day)) continue;
    for (const slot of daySlots(hours, day)) {
      const start = slot.startsAt.getTime();
      if (start > now.getTime() && start >= from && start < to) slots.push(slot);
    }
  }
  return slots;
}

/** The slots of `coachSlots` that overlap no taken slot (each free slot blocks its buffer too). */
export function freeSlots(hours: SlotHours, range: { from: Date; to: Date }, now: Date, taken: TakenSlot[]): Slot[] {
  return coachSlots(hours, range, now).filter((slot) => {
    const { blockedUntil } = sessionSpan(hours, slot.startsAt);
    return !taken.some(
      (other) =>
        slot.startsAt.getTime() < other.blockedUntil.getTime() && other.startsAt.getTime() < blockedUntil.getTime(),
    );
  });
}

/**
 * Why a session may not start at `startsAt`, or null when it may: it has passed, it is not a slot
 * of the coach's hours, the coach is away that day, or it lies past the booking horizon.
 */
export function slotProblem(hours: SlotHours, startsAt: Date, now: Date): SlotProblem | null {
  if (startsAt.getTime() <= now.getTime()) return "past";
  const day = dayIn(startsAt, hours.timeZone);
  if (!daySlots(hours, day).some((slot) => slot.startsAt.getTime() === startsAt.getTime())) return "outside";
  if (isAway(hours, day)) return "away";
  if (startsAt.getTime() > horizonEndsAt(hours, now).getTime()) return "horizon";
  return null;
}

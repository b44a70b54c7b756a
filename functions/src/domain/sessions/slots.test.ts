import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { coachSlots, freeSlots, horizonEndsAt, slotProblem, type SlotHours } from "./slots";

// A coach's slots in their zone, across daylight-saving changes in theirs and in a learner's.

const hours = (overrides: Partial<SlotHours> = {}): SlotHours => ({
  timeZone: "America/New_York",
  availability: [{ weekday: 2, start: "14:00", end: "17:00" }],
  away: [],
  sessionMinutes: 60,
  bufferMinutes: 0,
  horizonDays: 90,
  ...overrides,
});

const at = (iso: string) => new Date(iso);
const starts = (slots: { startsAt: Date }[]) => slots.map((slot) => slot.startsAt.toISOString());
const range = (from: string, to: string) => ({ from: at(from), to: at(to) });
/** A slot's start as a wall clock in `timeZone`: "2027-03-30 15:00". */
const wallClock = (startsAt: Date, timeZone: string) => {
  const zoned = Temporal.Instant.fromEpochMilliseconds(startsAt.getTime()).toZonedDateTimeISO(timeZone);
  return `${zoned.toPlainDate().toString()} ${zoned.toPlainTime().toString().slice(0, 5)}`;
};
const NOW = at("2027-03-01T00:00:00Z");

describe("a coach's slots", () => {
  it("cuts each window into session steps from its start, the last ending by the window's end", () => {
    expect(starts(coachSlots(hours(), range("2027-03-09T00:00:00Z", "2027-03-10T00:00:00Z"), NOW))).toEqual([
      "2027-03-09T19:00:00.000Z",
      "2027-03-09T20:00:00.000Z",
      "2027-03-09T21:00:00.000Z",
    ]);
  });

  it("keeps the coach's wall clock across their change to summer time (New York, 14 March 2027)", () => {
    const weeks = coachSlots(hours(), range("2027-03-09T00:00:00Z", "2027-03-17T00:00:00Z"), NOW);
    expect(starts(weeks)).toEqual([
      "2027-03-09T19:00:00.000Z",
      "2027-03-09T20:00:00.000Z",
      "2027-03-09T21:00:00.000Z",
      // 14:00 in New York is an hour earlier in UTC once summer time begins.
      "2027-03-16T18:00:00.000Z",
      "2027-03-16T19:00:00.000Z",
      "2027-03-16T20:00:00.000Z",
    ]);
    expect(weeks.map((slot) => wallClock(slot.startsAt, "America/New_York").slice(11))).toEqual([
      "14:00",
      "15:00",
      "16:00",
      "14:00",
      "15:00",
      "16:00",
    ]);
  });

  it("holds the slots a window across the change really holds: the skipped hour is not one", () => {
    const night = hours({ availability: [{ weekday: 7, start: "00:00", end: "06:00" }] });
    const slots = coachSlots(night, range("2027-03-14T00:00:00Z", "2027-03-15T00:00:00Z"), NOW);
    // 00:00 to 06:00 on the day of the change is five hours long; 02:00 does not exist.
    expect(slots.map((slot) => wallClock(slot.startsAt, "America/New_York").slice(11))).toEqual([
      "00:00",
      "01:00",
      "03:00",
      "04:00",
      "05:00",
    ]);
    expect(slotProblem(night, at("2027-03-14T07:00:00Z"), NOW)).toBeNull();
  });

  it("shows a learner in London the same instants at their own wall clock across their change (28 March 2027)", () => {
    const slots = coachSlots(hours(), range("2027-03-23T00:00:00Z", "2027-03-31T00:00:00Z"), NOW);
    expect(starts(slots)).toEqual([
      "2027-03-23T18:00:00.000Z",
      "2027-03-23T19:00:00.000Z",
      "2027-03-23T20:00:00.000Z",
      "2027-03-30T18:00:00.000Z",
      "2027-03-30T19:00:00.000Z",
      "2027-03-30T20:00:00.000Z",
    ]);
    // The coach's 14:00 stays 14:00 in New York; in London it is 18:00, then 19:00 in summer time.
    expect(slots.map((slot) => wallClock(slot.startsAt, "Europe/London"))).toEqual([
      "2027-03-23 18:00",
      "2027-03-23 19:00",
      "2027-03-23 20:00",
      "2027-03-30 19:00",
      "2027-03-30 20:00",
      "2027-03-30 21:00",
    ]);
  });

  it("gives a Sydney coach's repeated hour both its slots when summer time ends (4 April 2027)", () => {
    const sydney = hours({
      timeZone: "Australia/Sydney",
      availability: [{ weekday: 7, start: "00:00", end: "04:00" }],
    });
    const slots = coachSlots(sydney, range("2027-04-03T00:00:00Z", "2027-04-05T00:00:00Z"), NOW);
    expect(slots.map((slot) => wallClock(slot.startsAt, "Australia/Sydney").slice(11))).toEqual([
      "00:00",
      "01:00",
      "02:00",
      "02:00",
      "03:00",
    ]);
    expect(starts(slots)).toEqual([
      "2027-04-03T13:00:00.000Z",
      "2027-04-03T14:00:00.000Z",
      "2027-04-03T15:00:00.000Z",
      "2027-04-03T16:00:00.000Z",
      "2027-04-03T17:00:00.000Z",
    ]);
    // A Sydney window on a weekday after the change starts at 10:00 AEST, not AEDT.
    const weekday = hours({
      timeZone: "Australia/Sydney",
      availability: [{ weekday: 2, start: "10:00", end: "11:00" }],
    });
    expect(starts(coachSlots(weekday, range("2027-03-29T00:00:00Z", "2027-04-07T00:00:00Z"), NOW))).toEqual([
      "2027-03-29T23:00:00.000Z",
      "2027-04-06T00:00:00.000Z",
    ]);
  });

  it("steps by the session and its buffer", () => {
    const short = hours({
      sessionMinutes: 30,
      bufferMinutes: 10,
      availability: [{ weekday: 2, start: "14:00", end: "16:00" }],
    });
    expect(
      coachSlots(short, range("2027-03-09T00:00:00Z", "2027-03-10T00:00:00Z"), NOW).map((slot) =>
        wallClock(slot.startsAt, "America/New_York").slice(11),
      ),
    ).toEqual(["14:00", "14:40", "15:20"]);
    const long = hours({ sessionMinutes: 45, bufferMinutes: 15 });
    expect(slotProblem(long, at("2027-03-09T21:00:00Z"), NOW)).toBeNull();
    expect(slotProblem(long, at("2027-03-09T19:45:00Z"), NOW)).toBe("outside");
  });

  it("runs a window to midnight when it ends at 24:00", () => {
    const late = hours({ availability: [{ weekday: 2, start: "22:00", end: "24:00" }] });
    expect(
      coachSlots(late, range("2027-03-09T00:00:00Z", "2027-03-11T00:00:00Z"), NOW).map((slot) =>
        wallClock(slot.startsAt, "America/New_York"),
      ),
    ).toEqual(["2027-03-09 22:00", "2027-03-09 23:00"]);
  });

  it("leaves out away days, both ends included, in the coach's zone", () => {
    const away = hours({
      availability: [2, 3, 4].map((weekday) => ({ weekday, start: "14:00", end: "15:00" })),
      away: [{ from: "2027-03-09", to: "2027-03-10" }],
    });
    expect(starts(coachSlots(away, range("2027-03-09T00:00:00Z", "2027-03-12T00:00:00Z"), NOW))).toEqual([
      "2027-03-11T19:00:00.000Z",
    ]);
    expect(slotProblem(away, at("2027-03-10T19:00:00Z"), NOW)).toBe("away");
    expect(slotProblem(away, at("2027-03-11T19:00:00Z"), NOW)).toBeNull();
  });

  it("leaves out the past and what lies past the horizon", () => {
    const week = hours({ horizonDays: 7, availability: [{ weekday: 2, start: "14:00", end: "17:00" }] });
    const now = at("2027-03-02T20:30:00Z");
    expect(horizonEndsAt(week, now).toISOString()).toBe("2027-03-09T20:30:00.000Z");
    expect(starts(coachSlots(week, range("2027-03-01T00:00:00Z", "2027-03-20T00:00:00Z"), now))).toEqual([
      "2027-03-02T21:00:00.000Z",
      "2027-03-09T19:00:00.000Z",
      "2027-03-09T20:00:00.000Z",
    ]);
    expect(slotProblem(week, at("2027-03-02T20:00:00Z"), now)).toBe("past");
    expect(slotProblem(week, at("2027-03-09T21:00:00Z"), now)).toBe("horizon");
    expect(slotProblem(week, at("2027-03-09T20:00:00Z"), now)).toBeNull();
  });

  it("answers outside the coach's hours for a time that is not a slot start", () => {
    expect(slotProblem(hours(), at("2027-03-09T19:30:00Z"), NOW)).toBe("outside");
    expect(slotProblem(hours(), at("2027-03-09T18:00:00Z"), NOW)).toBe("outside");
    expect(slotProblem(hours(), at("2027-03-10T19:00:00Z"), NOW)).toBe("outside");
    expect(slotProblem(hours(), at("2027-03-09T19:00:00Z"), NOW)).toBeNull();
  });

  it("drops free slots that overlap a taken one, its buffer included", () => {
    const buffered = hours({ sessionMinutes: 45, bufferMinutes: 15 });
    const taken = [{ startsAt: at("2027-03-09T20:00:00Z"), blockedUntil: at("2027-03-09T21:00:00Z") }];
    expect(starts(freeSlots(buffered, range("2027-03-09T00:00:00Z", "2027-03-10T00:00:00Z"), NOW, taken))).toEqual([
      "2027-03-09T19:00:00.000Z",
      "2027-03-09T21:00:00.000Z",
    ]);
    // A session booked off the grid (the hours changed since) blocks the slots it overlaps.
    const offGrid = [{ startsAt: at("2027-03-09T19:50:00Z"), blockedUntil: at("2027-03-09T20:50:00Z") }];
    expect(starts(freeSlots(buffered, range("2027-03-09T00:00:00Z", "2027-03-10T00:00:00Z"), NOW, offGrid))).toEqual([
      "2027-03-09T21:00:00.000Z",
    ]);
  });
});

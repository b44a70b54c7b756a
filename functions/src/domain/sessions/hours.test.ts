import { describe, expect, it } from "vitest";
import { isOnAwayDay, isWithinHours, outsideHours } from "./hours";

// Berlin moves its clocks on Sunday 2026-03-29; Tuesdays 14:00-17:00 there are 13:00-16:00 UTC
// before and 12:00-15:00 UTC after.
const berlin = {
  timeZone: "Europe/Berlin",
  availability: [
    { weekday: 2, start: "14:00", end: "15:00" },
    { weekday: 2, start: "15:00", end: "17:00" },
    { weekday: 5, start: "22:00", end: "24:00" },
  ],
  away: [{ from: "2026-04-06", to: "2026-04-10" }],
};
const session = (startsAt: string, minutes = 60) => ({
  startsAt: new Date(startsAt),
  endsAt: new Date(new Date(startsAt).getTime() + minutes * 60_000),
});
const within = (startsAt: string, minutes = 60) => {
  const { startsAt: start, endsAt } = session(startsAt, minutes);
  return isWithinHours(berlin, start, endsAt);
};

describe("a coach's hours", () => {
  it("read the weekly windows on the coach's clock, across the change to summer time", () => {
    expect(within("2026-03-24T13:00:00Z")).toBe(true); // 14:00 in winter time
    expect(within("2026-03-24T12:00:00Z")).toBe(false); // 13:00
    expect(within("2026-03-31T12:00:00Z")).toBe(true); // 14:00 in summer time
    expect(within("2026-03-31T15:00:00Z")).toBe(false); // 17:00: past the window
    expect(within("2026-03-31T14:00:00Z")).toBe(true); // 16:00-17:00, the window's last hour
  });

  it("join touching windows, and end a window at midnight with 24:00", () => {
    expect(within("2026-03-31T12:30:00Z", 60)).toBe(true); // 14:30-15:30 spans both Tuesday windows
    expect(within("2026-04-03T21:00:00Z", 60)).toBe(true); // Friday 23:00-24:00
    expect(within("2026-04-03T21:30:00Z", 60)).toBe(false); // runs past midnight
    expect(within("2026-04-01T12:00:00Z")).toBe(false); // a Wednesday
  });

  it("find a session on an away day, both ends of the range included, in the coach's zone", () => {
    const away = (startsAt: string) => {
      const { startsAt: start, endsAt } = session(startsAt);
      return isOnAwayDay(berlin, start, endsAt);
    };
    expect(away("2026-04-07T12:00:00Z")).toBe(true);
    expect(away("2026-04-05T22:30:00Z")).toBe(true); // 00:30 on the 6th in Berlin, still the 5th in UTC
    expect(away("2026-04-10T20:00:00Z")).toBe(true);
    expect(away("2026-04-10T22:00:00Z")).toBe(false); // the 11th in Berlin
    expect(away("2026-04-14T12:00:00Z")).toBe(false);
  });

  it("list the sessions they no longer hold, and keep the others", () => {
    const kept = session("2026-03-31T12:00:00Z");
    const awayDay = session("2026-04-07T12:00:00Z");
    const outside = session("2026-03-31T16:00:00Z");
    expect(outsideHours(berlin, [kept, awayDay, outside])).toEqual([awayDay, outside]);
  });
});

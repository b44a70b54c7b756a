import { describe, expect, it } from "vitest";
import { coachTime, dayIn, groupByDay, sessionTime } from "./slot-times";

const at = (iso: string) => ({ startsAt: iso });

describe("groupByDay", () => {
  it("groups slots by the learner's calendar day across the change to summer time", () => {
    // New York moves to summer time on Sunday 8 March 2026 at 07:00 UTC (UTC-5 to UTC-4).
    const days = groupByDay(
      [
        // Given out of order: grouped earliest first.
        at("2026-03-09T04:30:00Z"), // 00:30 on Mon 9 Mar in summer time (23:30 on the 8th at the winter offset)
        at("2026-03-08T04:30:00Z"), // 23:30 on Sat 7 Mar, still winter time
        at("2026-03-08T18:00:00Z"), // 14:00 on Sun 8 Mar, summer time
        at("2026-03-08T13:00:00Z"), // 09:00 on Sun 8 Mar
      ],
      "America/New_York",
      "en-GB",
    );
    expect(days.map((day) => [day.day, day.label, day.slots.map((slot) => slot.startsAt)])).toEqual([
      ["2026-03-07", "Sat 7 Mar", ["2026-03-08T04:30:00Z"]],
      ["2026-03-08", "Sun 8 Mar", ["2026-03-08T13:00:00Z", "2026-03-08T18:00:00Z"]],
      ["2026-03-09", "Mon 9 Mar", ["2026-03-09T04:30:00Z"]],
    ]);
  });

  it("reads the same instants as other days in another zone", () => {
    const days = groupByDay([at("2026-03-08T04:30:00Z"), at("2026-03-08T18:00:00Z")], "Asia/Tokyo", "en-GB");
    expect(days.map((day) => day.label)).toEqual(["Sun 8 Mar", "Mon 9 Mar"]);
  });

  it("answers no days for no slots", () => {
    expect(groupByDay([], "Europe/London")).toEqual([]);
  });
});

describe("sessionTime", () => {
  const zones = { learner: "America/New_York", coach: "Europe/London", locale: "en-GB" };

  it("marks the coach's time and zone when it differs, across the weeks the two change clocks apart", () => {
    // Five hours apart in winter...
    expect(sessionTime("2026-03-03T19:00:00Z", zones)).toBe("Tue 3 Mar, 14:00 (19:00 for your coach, Europe/London)");
    // ...four between New York's change (8 March) and London's (29 March)...
    expect(sessionTime("2026-03-10T18:00:00Z", zones)).toBe("Tue 10 Mar, 14:00 (18:00 for your coach, Europe/London)");
    // ...and five again once both are on summer time.
    expect(sessionTime("2026-03-31T18:00:00Z", zones)).toBe("Tue 31 Mar, 14:00 (19:00 for your coach, Europe/London)");
  });

  it("names the coach's day when it is another day there", () => {
    expect(sessionTime("2026-03-03T23:00:00Z", { ...zones, coach: "Asia/Tokyo" })).toBe(
      "Tue 3 Mar, 18:00 (Wed 4 Mar, 08:00 for your coach, Asia/Tokyo)",
    );
  });

  it("shows one time when both read the same zone", () => {
    const same = { learner: "Europe/London", coach: "Europe/London", locale: "en-GB" };
    expect(sessionTime("2026-03-03T19:00:00Z", same)).toBe("Tue 3 Mar, 19:00");
    expect(coachTime("2026-03-03T19:00:00Z", same)).toBeNull();
  });
});

describe("dayIn", () => {
  it("names the calendar day of an instant in a zone, whichever side of midnight it is there", () => {
    expect(dayIn("2026-03-08T04:30:00Z", "America/New_York")).toBe("2026-03-07");
    expect(dayIn("2026-03-08T04:30:00Z", "Europe/London")).toBe("2026-03-08");
    expect(dayIn("2026-12-31T23:30:00Z", "Asia/Tokyo")).toBe("2027-01-01");
  });
});

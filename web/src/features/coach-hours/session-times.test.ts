import { describe, expect, it } from "vitest";
import { dayIn, formatSpan, formatTime, slotDays } from "./session-times";

describe("session times in a zone", () => {
  it("reads an instant's day and hour in the zone, daylight saving included", () => {
    // Berlin moves to summer time on 26 March 2028 (UTC+1 to UTC+2).
    expect(formatTime("2028-03-25T13:00:00.000Z", "Europe/Berlin")).toBe("14:00");
    expect(formatTime("2028-03-27T12:00:00.000Z", "Europe/Berlin")).toBe("14:00");
    expect(dayIn("2028-03-25T23:30:00.000Z", "Europe/Berlin")).toBe("2028-03-26");
    expect(dayIn("2028-03-25T23:30:00.000Z", "America/New_York")).toBe("2028-03-25");
    expect(formatSpan("2028-03-27T12:00:00.000Z", "2028-03-27T12:45:00.000Z", "Europe/Berlin")).toBe(
      "Mon, 27 Mar 2028, 14:00-14:45",
    );
  });

  it("groups free slots by the day they start on in the coach's zone", () => {
    const slot = (startsAt: string) => ({ startsAt, endsAt: startsAt });
    const days = slotDays(
      [slot("2028-03-25T21:00:00.000Z"), slot("2028-03-25T23:30:00.000Z"), slot("2028-03-26T08:00:00.000Z")],
      "Europe/Berlin",
    );
    expect(days.map(({ day, slots }) => [day, slots.length])).toEqual([
      ["2028-03-25", 1],
      ["2028-03-26", 2],
    ]);
    expect(days[1]?.label).toBe("Sun, 26 Mar 2028");
    expect(slotDays([], "UTC")).toEqual([]);
  });
});

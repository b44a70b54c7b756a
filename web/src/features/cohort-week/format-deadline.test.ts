import { describe, expect, it } from "vitest";
import { formatDeadline, weekdayName, weekText } from "./format-deadline";

describe("formatDeadline", () => {
  it("shows the instant in the learner's zone, across a daylight-saving change", () => {
    // Sunday 29 March 2026 23:59 in Berlin (summer time from that morning) is 21:59 UTC.
    expect(formatDeadline("2026-03-29T21:59:00.000Z", "Europe/Berlin", "en-GB")).toBe("Sun 29 Mar, 23:59");
    expect(formatDeadline("2026-03-29T21:59:00.000Z", "America/New_York", "en-GB")).toBe("Sun 29 Mar, 17:59");
    expect(formatDeadline("2026-03-29T21:59:00.000Z", "Asia/Tokyo", "en-GB")).toBe("Mon 30 Mar, 06:59");
  });
});

describe("weekText", () => {
  it("counts the week, and says when the cohort has not started or has finished", () => {
    expect(weekText({ week: 3, weeks: 12, started: true, completed: false })).toBe("Week 3 of 12");
    expect(weekText({ week: 1, weeks: 12, started: false, completed: false })).toBe("Starts soon · 12 weeks");
    expect(weekText({ week: 12, weeks: 12, started: true, completed: true })).toBe("Completed · 12 weeks");
  });
});

describe("weekdayName", () => {
  it("names ISO weekdays, Monday first", () => {
    expect(weekdayName(1, "en-GB")).toBe("Monday");
    expect(weekdayName(5, "en-GB")).toBe("Friday");
    expect(weekdayName(7, "en-GB")).toBe("Sunday");
  });
});

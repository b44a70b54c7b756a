import { describe, expect, it } from "vitest";
import { formatAge, formatClock, formatDate, formatDateTime, formatWait } from "./relative-time";

const now = new Date("2026-11-22T12:00:00.000Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;

describe("formatAge", () => {
  it("says minutes under an hour", () => {
    expect(formatAge(ago(10_000), now)).toBe("Just now");
    expect(formatAge(ago(MINUTE), now)).toBe("1 minute ago");
    expect(formatAge(ago(59 * MINUTE), now)).toBe("59 minutes ago");
  });
  it("says hours under a day", () => {
    expect(formatAge(ago(60 * MINUTE), now)).toBe("1 hour ago");
    expect(formatAge(ago(23 * 60 * MINUTE + 59 * MINUTE), now)).toBe("23 hours ago");
  });
  it("says days under 7 days", () => {
    expect(formatAge(ago(24 * 60 * MINUTE), now)).toBe("1 day ago");
    expect(formatAge(ago(6 * 24 * 60 * MINUTE + 23 * 60 * MINUTE), now)).toBe("6 days ago");
  });
  it("shows a date from 7 days on", () => {
    expect(formatAge(ago(7 * 24 * 60 * MINUTE), now)).toBe("Nov 15, 2026");
    expect(formatAge(new Date("2025-01-03T12:00:00.000Z"), now)).toBe("Jan 3, 2025");
  });
  it("treats a clock slightly ahead as just now", () => {
    expect(formatAge(new Date(now.getTime() + 5000), now)).toBe("Just now");
  });
});

describe("formatDate", () => {
  it("writes what Intl writes for en-US, in every month", () => {
    const intl = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric" });
    for (let month = 0; month < 12; month++) {
      const date = new Date(2026, month, month + 9, 23, 30);
      expect(formatDate(date)).toBe(intl.format(date));
    }
  });
});

describe("formatClock and formatDateTime", () => {
  it("write what Intl writes for en-US, around the clock", () => {
    const clock = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });
    const both = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
    for (const [hour, minute] of [
      [0, 0],
      [0, 5],
      [9, 30],
      [11, 59],
      [12, 0],
      [13, 7],
      [23, 59],
    ] as const) {
      const date = new Date(2026, 10, 22, hour, minute);
      // Intl's narrow no-break space before AM/PM reads as a plain space here.
      expect(formatClock(date)).toBe(clock.format(date).replace(/\s/g, " "));
      expect(formatDateTime(date)).toBe(both.format(date).replace(/\s/g, " "));
    }
  });
});

describe("formatWait", () => {
  const HOUR_S = 60 * 60;
  it("says minutes under an hour, rounded up", () => {
    expect(formatWait(1)).toBe("in a minute");
    expect(formatWait(60)).toBe("in a minute");
    expect(formatWait(61)).toBe("in 2 minutes");
    expect(formatWait(5 * 60)).toBe("in 5 minutes");
    expect(formatWait(59 * 60 + 1)).toBe("in an hour");
  });
  it("says hours under 20 hours, rounded up", () => {
    expect(formatWait(HOUR_S)).toBe("in an hour");
    expect(formatWait(HOUR_S + 1)).toBe("in 2 hours");
    expect(formatWait(3 * HOUR_S)).toBe("in 3 hours");
    expect(formatWait(19 * HOUR_S)).toBe("in 19 hours");
  });
  it("says tomorrow for a day's wait (the daily limits), then days", () => {
    expect(formatWait(19 * HOUR_S + 1)).toBe("tomorrow");
    expect(formatWait(24 * HOUR_S)).toBe("tomorrow");
    expect(formatWait(47 * HOUR_S)).toBe("tomorrow");
    expect(formatWait(48 * HOUR_S)).toBe("in 2 days");
    expect(formatWait(72 * HOUR_S + 1)).toBe("in 4 days");
  });
  it("never says a number of minutes a person would not (1440 minutes)", () => {
    expect(formatWait(1440 * 60)).not.toMatch(/\d{3,} minutes/);
  });
});

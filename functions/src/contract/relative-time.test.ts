import { describe, expect, it } from "vitest";
import { formatAge, formatClock, formatDate, formatDateTime } from "./relative-time";

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

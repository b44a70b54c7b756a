import { describe, expect, it } from "vitest";
import { DEFAULT_QUIET_HOURS } from "../../contract/email";
import { inQuietHours, nextDayFirstWindow, nextDigest, planEmail, sentToday, type Sending } from "./timing";

const sending = (now: string, overrides: Partial<Sending> = {}): Sending => ({
  now: new Date(now),
  timeZone: "Europe/London",
  quietHours: DEFAULT_QUIET_HOURS,
  rhythm: "instant",
  sentToday: 0,
  hasDailyDigest: false,
  ...overrides,
});

describe("quiet hours", () => {
  it("hold in the learner's own zone, across midnight", () => {
    // 21:30 in London is 07:30 the next morning... in Sydney (UTC+11 in December), still quiet there.
    expect(inQuietHours(new Date("2026-12-02T21:30:00Z"), "Europe/London", DEFAULT_QUIET_HOURS)).toBe(true);
    expect(inQuietHours(new Date("2026-12-02T20:30:00Z"), "Australia/Sydney", DEFAULT_QUIET_HOURS)).toBe(true);
    expect(inQuietHours(new Date("2026-12-02T21:30:00Z"), "Australia/Sydney", DEFAULT_QUIET_HOURS)).toBe(false);
    expect(inQuietHours(new Date("2026-12-02T12:00:00Z"), "Europe/London", DEFAULT_QUIET_HOURS)).toBe(false);
  });

  it("also when they do not cross midnight", () => {
    const lunch = { start: "12:00", end: "13:30" };
    expect(inQuietHours(new Date("2026-12-02T12:45:00Z"), "UTC", lunch)).toBe(true);
    expect(inQuietHours(new Date("2026-12-02T13:30:00Z"), "UTC", lunch)).toBe(false);
  });

  it("delay an email to their end, never drop it", () => {
    expect(planEmail(sending("2026-12-02T23:10:00Z"))).toEqual({
      action: "wait",
      until: new Date("2026-12-03T08:00:00Z"),
      digest: null,
    });
    // New York, 22:00 local (03:00 UTC): 08:00 local is 13:00 UTC.
    expect(planEmail(sending("2026-12-03T03:00:00Z", { timeZone: "America/New_York" }))).toEqual({
      action: "wait",
      until: new Date("2026-12-03T13:00:00Z"),
      digest: null,
    });
    expect(planEmail(sending("2026-12-02T10:00:00Z"))).toEqual({ action: "send" });
  });
});

describe("the daily cap", () => {
  it("sends the third email of a day and holds the fourth for the next day's first window", () => {
    expect(planEmail(sending("2026-12-02T15:00:00Z", { sentToday: 2 }))).toEqual({ action: "send" });
    expect(planEmail(sending("2026-12-02T15:00:00Z", { sentToday: 3 }))).toEqual({
      action: "wait",
      until: new Date("2026-12-03T08:00:00Z"),
      digest: null,
    });
  });

  it("puts an email over the cap in the daily digest when the learner has one", () => {
    expect(planEmail(sending("2026-12-02T15:00:00Z", { sentToday: 3, hasDailyDigest: true }))).toEqual({
      action: "wait",
      until: new Date("2026-12-03T08:00:00Z"),
      digest: "daily-2026-12-03",
    });
  });

  it("counts the learner's calendar day: yesterday's count is 0 today", () => {
    expect(sentToday({ day: "2026-12-02", count: 3 }, new Date("2026-12-02T23:30:00Z"), "Europe/London")).toBe(3);
    expect(sentToday({ day: "2026-12-02", count: 3 }, new Date("2026-12-03T00:30:00Z"), "Europe/London")).toBe(0);
  });

  it("when quiet hours do not cover midnight, the next day's first window is midnight", () => {
    const timing = {
      now: new Date("2026-12-02T15:00:00Z"),
      timeZone: "UTC",
      quietHours: { start: "12:00", end: "13:00" },
    };
    expect(nextDayFirstWindow(timing)).toEqual(new Date("2026-12-03T00:00:00Z"));
  });
});

describe("digests", () => {
  it("go at the end of the quiet hours: every day, or on Mondays", () => {
    // Wednesday 2 December 2026.
    const timing = {
      now: new Date("2026-12-02T10:00:00Z"),
      timeZone: "Europe/London",
      quietHours: DEFAULT_QUIET_HOURS,
    };
    expect(nextDigest("daily", timing)).toEqual({ at: new Date("2026-12-03T08:00:00Z"), key: "daily-2026-12-03" });
    expect(nextDigest("weekly", timing)).toEqual({ at: new Date("2026-12-07T08:00:00Z"), key: "weekly-2026-12-07" });
    // Before 08:00 on a Monday, that morning's.
    const monday = { ...timing, now: new Date("2026-12-07T07:00:00Z") };
    expect(nextDigest("weekly", monday).key).toBe("weekly-2026-12-07");
    expect(planEmail(sending("2026-12-02T10:00:00Z", { rhythm: "weekly" }))).toEqual({
      action: "wait",
      until: new Date("2026-12-07T08:00:00Z"),
      digest: "weekly-2026-12-07",
    });
  });

  it("follow the learner's zone through a daylight-saving change", () => {
    // New York leaves daylight time on Sunday 1 November 2026: 08:00 is 12:00 UTC before, 13:00 after.
    const timing = {
      now: new Date("2026-10-31T15:00:00Z"),
      timeZone: "America/New_York",
      quietHours: DEFAULT_QUIET_HOURS,
    };
    expect(nextDigest("daily", timing).at).toEqual(new Date("2026-11-01T13:00:00Z"));
  });
});

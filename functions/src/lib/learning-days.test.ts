import { describe, expect, it } from "vitest";
import { activeDays, addDays, consistency, consistencyWindow, dayKey, dayStreak, daysBetween } from "./learning-days";

describe("dayKey", () => {
  it("puts an instant on the learner's own calendar day around midnight", () => {
    const instant = new Date("2026-03-10T23:30:00Z");
    expect(dayKey(instant, "UTC")).toBe("2026-03-10");
    expect(dayKey(instant, "Europe/Berlin")).toBe("2026-03-11");
    expect(dayKey(instant, "America/Los_Angeles")).toBe("2026-03-10");
    expect(dayKey(new Date("2026-03-10T18:20:00Z"), "Asia/Kathmandu")).toBe("2026-03-11"); // +05:45
    expect(dayKey(new Date("2026-03-10T18:20:00Z"), "Asia/Kolkata")).toBe("2026-03-10"); // +05:30: 23:50
  });

  it("follows DST changes", () => {
    // Berlin springs forward on 2026-03-29 (UTC+1 -> UTC+2) and falls back on 2026-10-25.
    expect(dayKey(new Date("2026-03-28T23:30:00Z"), "Europe/Berlin")).toBe("2026-03-29");
    expect(dayKey(new Date("2026-03-29T22:30:00Z"), "Europe/Berlin")).toBe("2026-03-30");
    expect(dayKey(new Date("2026-10-25T22:30:00Z"), "Europe/Berlin")).toBe("2026-10-25");
    expect(dayKey(new Date("2026-10-25T23:30:00Z"), "Europe/Berlin")).toBe("2026-10-26");
  });
});

describe("calendar arithmetic", () => {
  it("crosses month and year ends and leap days", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(daysBetween("2026-02-25", "2026-03-03")).toBe(6);
    expect(daysBetween("2026-03-28", "2026-03-30")).toBe(2); // a 23-hour day is still one day
  });
});

describe("dayStreak", () => {
  const days = (...keys: string[]) => new Set(keys);

  it("counts back from today when today is active", () => {
    expect(dayStreak(days("2026-05-01", "2026-05-02", "2026-05-03"), "2026-05-03")).toBe(3);
  });
  it("counts back from yesterday when today has no activity yet", () => {
    expect(dayStreak(days("2026-05-01", "2026-05-02"), "2026-05-03")).toBe(2);
  });
  it("is 0 when neither today nor yesterday is active", () => {
    expect(dayStreak(days("2026-05-01"), "2026-05-03")).toBe(0);
  });
  it("stops at the first gap", () => {
    expect(dayStreak(days("2026-04-28", "2026-04-30", "2026-05-01"), "2026-05-01")).toBe(2);
  });
  it("runs across a month end", () => {
    expect(dayStreak(days("2026-02-27", "2026-02-28", "2026-03-01"), "2026-03-01")).toBe(3);
  });
  it("depends on the time zone the activities are read in", () => {
    // 23:30 UTC on two evenings: in Berlin they are the next mornings.
    const instants = [new Date("2026-05-01T23:30:00Z"), new Date("2026-05-02T23:30:00Z")];
    expect(dayStreak(activeDays(instants, "UTC"), "2026-05-03")).toBe(2);
    expect(dayStreak(activeDays(instants, "Europe/Berlin"), "2026-05-03")).toBe(2);
    expect(dayStreak(activeDays(instants, "UTC"), "2026-05-04")).toBe(0);
    expect(dayStreak(activeDays(instants, "Europe/Berlin"), "2026-05-04")).toBe(2);
  });
  it("is unaffected by a DST change inside the streak", () => {
    const instants = ["2026-03-28T10:00:00Z", "2026-03-29T10:00:00Z", "2026-03-30T10:00:00Z"].map(
      (iso) => new Date(iso),
    );
    expect(dayStreak(activeDays(instants, "Europe/Berlin"), "2026-03-30")).toBe(3);
  });
});

describe("consistency", () => {
  const active = new Set(["2026-05-10", "2026-05-08", "2026-05-01", "2026-04-20"]);

  it("week is the last 7 days including today", () => {
    expect(consistencyWindow("week", "2026-05-10", "2026-01-01")).toEqual({ from: "2026-05-04", to: "2026-05-10" });
    expect(consistency(active, "week", "2026-05-10", "2026-01-01")).toBe(29); // 2 of 7
  });
  it("month is the last 30 days including today, across the month end", () => {
    expect(consistencyWindow("month", "2026-05-10", "2026-01-01")).toEqual({ from: "2026-04-11", to: "2026-05-10" });
    expect(consistency(active, "month", "2026-05-10", "2026-01-01")).toBe(13); // 4 of 30
  });
  it("lifetime runs from the profile's creation day", () => {
    expect(consistency(active, "lifetime", "2026-05-10", "2026-04-20")).toBe(19); // 4 of 21
    expect(consistency(new Set(["2026-05-10"]), "lifetime", "2026-05-10", "2026-05-10")).toBe(100);
  });
  it("is 0 without activity", () => {
    expect(consistency(new Set(), "week", "2026-05-10", "2026-05-01")).toBe(0);
  });
});

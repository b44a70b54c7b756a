import { describe, expect, it } from "vitest";
import {
  activeDays,
  addDays,
  consistency,
  dayKey,
  dayStreak,
  daysBetween,
  lastDays,
  periodDays,
} from "./learning-days";

const at = (iso: string) => new Date(iso);

describe("dayKey", () => {
  it("uses the learner's time zone, not UTC, across midnight", () => {
    expect(dayKey(at("2026-03-10T23:30:00Z"), "UTC")).toBe("2026-03-10");
    expect(dayKey(at("2026-03-10T23:30:00Z"), "Europe/Berlin")).toBe("2026-03-11");
    expect(dayKey(at("2026-03-11T03:00:00Z"), "America/Los_Angeles")).toBe("2026-03-10");
    expect(dayKey(at("2026-03-10T18:29:00Z"), "Asia/Kolkata")).toBe("2026-03-10");
    expect(dayKey(at("2026-03-10T18:30:00Z"), "Asia/Kolkata")).toBe("2026-03-11");
  });
  it("falls back to UTC for an unknown zone", () => {
    expect(dayKey(at("2026-03-10T23:30:00Z"), "Mars/Olympus")).toBe("2026-03-10");
  });
});

describe("calendar arithmetic", () => {
  it("crosses month and year ends and leap days", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(daysBetween("2026-02-27", "2026-03-02")).toBe(3);
  });
  it("lists the last days oldest first", () => {
    expect(lastDays(at("2026-03-02T10:00:00Z"), "UTC", 4)).toEqual([
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
      "2026-03-02",
    ]);
  });
});

describe("dayStreak", () => {
  const zone = "Europe/London";
  it("counts consecutive days ending today", () => {
    const active = activeDays(
      [at("2026-05-01T09:00:00Z"), at("2026-05-02T09:00:00Z"), at("2026-05-03T09:00:00Z")],
      zone,
    );
    expect(dayStreak(active, at("2026-05-03T20:00:00Z"), zone)).toBe(3);
  });
  it("still counts a streak that ended yesterday", () => {
    const active = activeDays([at("2026-05-01T09:00:00Z"), at("2026-05-02T09:00:00Z")], zone);
    expect(dayStreak(active, at("2026-05-03T20:00:00Z"), zone)).toBe(2);
  });
  it("is zero when the last activity was two days ago", () => {
    const active = activeDays([at("2026-05-01T09:00:00Z")], zone);
    expect(dayStreak(active, at("2026-05-03T08:00:00Z"), zone)).toBe(0);
  });
  it("breaks on a missing day", () => {
    const active = activeDays([at("2026-05-01T09:00:00Z"), at("2026-05-03T09:00:00Z")], zone);
    expect(dayStreak(active, at("2026-05-03T20:00:00Z"), zone)).toBe(1);
  });
  it("counts many activities on one day once", () => {
    const active = activeDays(
      [at("2026-05-03T07:00:00Z"), at("2026-05-03T08:00:00Z"), at("2026-05-03T21:00:00Z")],
      zone,
    );
    expect(dayStreak(active, at("2026-05-03T21:30:00Z"), zone)).toBe(1);
  });
  it("runs across a month end", () => {
    const active = activeDays(
      ["2026-01-30", "2026-01-31", "2026-02-01"].map((day) => at(`${day}T12:00:00Z`)),
      zone,
    );
    expect(dayStreak(active, at("2026-02-01T13:00:00Z"), zone)).toBe(3);
  });
  it("decides 'today' in the learner's zone just after local midnight", () => {
    // 23:30 UTC on 10 March is already 11 March in Berlin: the 10 March activity is yesterday's.
    const active = activeDays([at("2026-03-10T10:00:00Z")], "Europe/Berlin");
    expect(dayStreak(active, at("2026-03-10T23:30:00Z"), "Europe/Berlin")).toBe(1);
    expect(dayStreak(active, at("2026-03-11T23:30:00Z"), "Europe/Berlin")).toBe(0);
    expect(dayStreak(activeDays([at("2026-03-10T10:00:00Z")], "UTC"), at("2026-03-11T23:30:00Z"), "UTC")).toBe(1);
  });
  it("is not broken or doubled by DST changes (spring forward and fall back)", () => {
    const spring = activeDays(
      ["2026-03-28T12:00:00Z", "2026-03-29T12:00:00Z", "2026-03-30T12:00:00Z"].map(at),
      "Europe/London",
    );
    expect(dayStreak(spring, at("2026-03-30T22:30:00Z"), "Europe/London")).toBe(3);
    const fall = activeDays(
      ["2026-10-31T23:30:00Z", "2026-11-01T12:00:00Z", "2026-11-02T12:00:00Z"].map(at),
      "America/New_York",
    );
    // 31 Oct 23:30 UTC is 19:30 in New York (EDT); 1 Nov 2026 is the fall-back day.
    expect([...fall].sort()).toEqual(["2026-10-31", "2026-11-01", "2026-11-02"]);
    expect(dayStreak(fall, at("2026-11-03T04:30:00Z"), "America/New_York")).toBe(3);
  });
});

describe("consistency", () => {
  const zone = "UTC";
  const now = at("2026-03-02T12:00:00Z");
  const since = at("2026-02-01T08:00:00Z");
  it("week covers the last 7 days including today", () => {
    const active = activeDays(["2026-02-24T10:00:00Z", "2026-02-25T10:00:00Z", "2026-03-02T10:00:00Z"].map(at), zone);
    expect(periodDays("week", now, zone, since)).toEqual(lastDays(now, zone, 7));
    expect(consistency(active, "week", now, zone, since)).toBe(43); // 3 of 7: 24 Feb is the first day.
  });
  it("month covers the last 30 days across the February end", () => {
    const days = periodDays("month", now, zone, since);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe("2026-02-01");
    const active = new Set(days.slice(0, 15));
    expect(consistency(active, "month", now, zone, since)).toBe(50);
  });
  it("lifetime runs from the profile's creation day", () => {
    const days = periodDays("lifetime", now, zone, at("2026-02-27T23:00:00Z"));
    expect(days).toEqual(["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"]);
    expect(consistency(new Set(["2026-02-28", "2026-03-02"]), "lifetime", now, zone, at("2026-02-27T23:00:00Z"))).toBe(
      50,
    );
  });
  it("lifetime on the day of sign-up is one day", () => {
    expect(consistency(new Set(), "lifetime", now, zone, at("2026-03-02T01:00:00Z"))).toBe(0);
    expect(consistency(new Set(["2026-03-02"]), "lifetime", now, zone, at("2026-03-02T01:00:00Z"))).toBe(100);
  });
  it("counts the creation day in the learner's zone", () => {
    // Created 23:30 UTC on 28 Feb = 1 March in Berlin: two days to 2 March there.
    expect(periodDays("lifetime", now, "Europe/Berlin", at("2026-02-28T23:30:00Z"))).toEqual([
      "2026-03-01",
      "2026-03-02",
    ]);
  });
  it("keeps a 7-day week across a DST change", () => {
    const days = periodDays("week", at("2026-03-31T12:00:00Z"), "Europe/London", since);
    expect(days).toEqual([
      "2026-03-25",
      "2026-03-26",
      "2026-03-27",
      "2026-03-28",
      "2026-03-29",
      "2026-03-30",
      "2026-03-31",
    ]);
  });
});

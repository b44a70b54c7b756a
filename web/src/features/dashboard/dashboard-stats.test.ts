import { EMPTY_LEARNING_SUMMARY, quarterHourOf } from "@contract/learning-summary";
import { describe, expect, it } from "vitest";
import { dashboardStats, dayOfMonth, pathStatus, weekdayOf } from "./dashboard-stats";

const quarter = (iso: string) => quarterHourOf(new Date(iso));

describe("dashboardStats", () => {
  const now = new Date("2026-06-10T12:00:00Z");
  const base = { now, timeZone: "Europe/London", since: new Date("2026-06-01T09:00:00Z") };

  it("is all zeros for a new learner", () => {
    const stats = dashboardStats({ ...base, paths: [], summary: EMPTY_LEARNING_SUMMARY });
    expect(stats).toMatchObject({ overallProgress: 0, videosWatched: 0, dayStreak: 0, pathCount: 0 });
    expect(stats.consistency.week.percent).toBe(0);
    expect(stats.consistency.lifetime.days).toHaveLength(10);
  });

  it("sums progress over all paths and counts per pillar", () => {
    const stats = dashboardStats({
      ...base,
      paths: [
        { totalVideos: 4, watchedVideos: 4 },
        { totalVideos: 8, watchedVideos: 1 },
        { totalVideos: 0, watchedVideos: 0 },
      ],
      summary: {
        activeQuarterHours: [
          quarter("2026-06-10T08:00:00Z"),
          quarter("2026-06-09T08:00:00Z"),
          quarter("2026-06-08T23:30:00Z"), // 00:30 on 9 June in London
          quarter("2026-06-05T08:00:00Z"),
        ],
        activitiesByPillar: { SELL: 2, SHAPE: 1 },
        videosWatched: 3,
        videosByPillar: { SELL: 2, SHAPE: 1 },
      },
    });
    expect(stats.overallProgress).toBe(42); // 5 of 12
    expect(stats.videosWatched).toBe(3);
    expect(stats.pathCount).toBe(3);
    expect(stats.dayStreak).toBe(2);
    expect(stats.consistency.week.percent).toBe(43); // 5, 9 and 10 June of 4-10 June
    expect(stats.consistency.week.days.filter((day) => day.active).map((day) => day.day)).toEqual([
      "2026-06-05",
      "2026-06-09",
      "2026-06-10",
    ]);
    expect(stats.consistency.lifetime.percent).toBe(30); // 3 of 10 days since 1 June
    expect(stats.pillars).toEqual([
      { pillar: "SHAPE", activities: 1, videos: 1 },
      { pillar: "SHOW", activities: 0, videos: 0 },
      { pillar: "SELL", activities: 2, videos: 2 },
      { pillar: "SERVE", activities: 0, videos: 0 },
    ]);
  });

  it("counts days in the learner's time zone, whatever zone the activity happened in", () => {
    // 23:30 UTC on 8 June is still 8 June in New York, and already 9 June in Kolkata (+5:30).
    const summary = { ...EMPTY_LEARNING_SUMMARY, activeQuarterHours: [quarter("2026-06-08T23:30:00Z")] };
    const activeIn = (timeZone: string) =>
      dashboardStats({ ...base, timeZone, paths: [], summary })
        .consistency.lifetime.days.filter((day) => day.active)
        .map((day) => day.day);
    expect(activeIn("America/New_York")).toEqual(["2026-06-08"]);
    expect(activeIn("Asia/Kolkata")).toEqual(["2026-06-09"]);
  });
});

describe("dashboard helpers", () => {
  it("counts weekdays from Monday and reads the day of the month", () => {
    expect(weekdayOf("2026-06-08")).toBe(0); // a Monday
    expect(weekdayOf("2026-06-14")).toBe(6); // a Sunday
    expect(dayOfMonth("2026-06-09")).toBe(9);
  });

  it("names a path's status: completed, else active when newest", () => {
    expect(pathStatus({ totalVideos: 3, watchedVideos: 3 }, true)).toBe("Completed");
    expect(pathStatus({ totalVideos: 3, watchedVideos: 1 }, true)).toBe("Active");
    expect(pathStatus({ totalVideos: 0, watchedVideos: 0 }, false)).toBe("In Progress");
  });
});

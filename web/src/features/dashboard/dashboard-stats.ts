import type { LearningPathDoc } from "@contract/learning";
import { quarterHourStart, type LearningSummaryDoc } from "@contract/learning-summary";
import { PILLARS, type Pillar } from "@contract/pillars";
import { overallProgress } from "@contract/progress";
import {
  activeDays,
  addDays,
  consistency,
  consistencyWindow,
  dayKey,
  dayStreak,
  type ConsistencyRange,
} from "@shared/learning-days";

export interface PeriodStats {
  percent: number;
  days: { day: string; active: boolean }[];
}

export interface DashboardStats {
  overallProgress: number;
  videosWatched: number;
  dayStreak: number;
  pathCount: number;
  consistency: Record<ConsistencyRange, PeriodStats>;
  /** Per pillar: activities recorded and videos watched. */
  pillars: { pillar: Pillar; activities: number; videos: number }[];
}

/** The heat map shows at most a year; the lifetime percentage still counts every day. */
export const HEAT_MAP_MAX_DAYS = 371;

/**
 * The dashboard's figures, in the learner's time zone (docs/decisions/014-learning-summary-document.md), over the
 * learner's whole history as the server's summary counts it (contract/learning-summary.ts).
 */
export function dashboardStats(input: {
  paths: Pick<LearningPathDoc, "totalVideos" | "watchedVideos">[];
  summary: LearningSummaryDoc;
  now: Date;
  timeZone: string;
  since: Date;
}): DashboardStats {
  const { paths, summary, now, timeZone, since } = input;
  const active = activeDays(summary.activeQuarterHours.map(quarterHourStart), timeZone);
  const today = dayKey(now, timeZone);
  const firstDay = dayKey(since, timeZone);
  const period = (range: ConsistencyRange): PeriodStats => {
    const { from, to } = consistencyWindow(range, today, firstDay);
    const days: PeriodStats["days"] = [];
    for (let day = from; day <= to; day = addDays(day, 1)) days.push({ day, active: active.has(day) });
    return { percent: consistency(active, range, today, firstDay), days: days.slice(-HEAT_MAP_MAX_DAYS) };
  };
  return {
    overallProgress: overallProgress(paths),
    videosWatched: summary.videosWatched,
    dayStreak: dayStreak(active, today),
    pathCount: paths.length,
    consistency: { week: period("week"), month: period("month"), lifetime: period("lifetime") },
    pillars: PILLARS.map((pillar) => ({
      pillar,
      activities: summary.activitiesByPillar[pillar] ?? 0,
      videos: summary.videosByPillar[pillar] ?? 0,
    })),
  };
}

/** Monday first: 0 for a Monday ... 6 for a Sunday, of a `yyyy-mm-dd` day. */
export const weekdayOf = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
export const dayOfMonth = (day: string) => Number(day.slice(8, 10));

export type PathStatus = "Completed" | "Active" | "In Progress";

/** A path's badge on the dashboard: the newest unfinished path is the active one. */
export function pathStatus(
  path: Pick<LearningPathDoc, "totalVideos" | "watchedVideos">,
  isNewest: boolean,
): PathStatus {
  if (path.totalVideos > 0 && path.watchedVideos >= path.totalVideos) return "Completed";
  return isNewest ? "Active" : "In Progress";
}

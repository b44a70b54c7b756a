import { EMPTY_LEARNING_SUMMARY } from "@contract/learning-summary";
import { DEFAULT_TIME_ZONE } from "@contract/profile";
import { Page } from "@/components/page";
import { RecommendationsCard } from "@/components/recommendations-card";
import { useLive } from "@/lib/live-query";
import { useSessionUser } from "@/lib/session-user";
import { dashboardStats } from "../dashboard-stats";
import { ConsistencyCard } from "./consistency-card";
import { PathsCard } from "./paths-card";
import { RecentActivitiesCard } from "./recent-activities-card";
import { SkillsAcquisitionCard } from "./skills-acquisition-card";
import { Tile } from "./stat-tile";
import { LoadingLine } from "@/components/loading-screen";
import type { ReactNode } from "react";

/** The dashboard: live (lib/live-query.ts), computed in the learner's time zone; `below` follows its cards once they show. */
export default function DashboardPage({ below }: { below?: ReactNode }) {
  const user = useSessionUser();
  const profile = useLive("profile");
  const paths = useLive("learningPaths");
  const summary = useLive("learningSummary");
  const activities = useLive("activities");
  const loading = [profile, paths, summary, activities].some((entry) => entry.status === "loading");
  const failed = [paths, summary, activities].some((entry) => entry.status === "error");
  const now = new Date();
  const stats =
    loading || failed
      ? null
      : dashboardStats({
          paths: paths.data,
          summary: summary.data ?? EMPTY_LEARNING_SUMMARY,
          now,
          timeZone: profile.data?.timeZone ?? DEFAULT_TIME_ZONE,
          since: profile.data?.createdAt.toDate() ?? new Date(user.createdAt),
        });

  return (
    <Page title="Dashboard" subtitle="Your learning at a glance">
      {failed ? (
        <p className="text-error">We couldn't load your analytics. Please reload the page.</p>
      ) : !stats ? (
        <LoadingLine text="Loading your analytics..." />
      ) : (
        // Desktops: the tiles across, then the cards two by two (docs/decisions/021-responsive-layout.md).
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:col-span-2">
            <Tile label="Overall Progress" value={`${stats.overallProgress}%`} hint="of videos in your paths" />
            <Tile label="Videos Watched" value={String(stats.videosWatched)} hint="all time" />
            <Tile
              label="Day Streak"
              value={String(stats.dayStreak)}
              hint={stats.dayStreak === 1 ? "day in a row" : "days in a row"}
            />
            <Tile label="Learning Paths" value={String(stats.pathCount)} hint="created" />
          </div>
          <RecommendationsCard />
          <ConsistencyCard stats={stats} />
          <SkillsAcquisitionCard stats={stats} />
          <RecentActivitiesCard activities={activities.data} now={now} />
          <PathsCard paths={paths.data} />
          {below}
        </div>
      )}
    </Page>
  );
}

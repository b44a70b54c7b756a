import { percentage } from "@contract/learning";
import { DEFAULT_TIME_ZONE } from "@contract/profile";
import { PILLAR_INFO } from "@contract/pillars";
import type { ConsistencyRange } from "@shared/learning-days";
import { useState } from "react";
import { Link } from "react-router-dom";
import { Page } from "@/components/page";
import { PILLAR_BG, ProgressBar } from "@/components/progress-bar";
import {
  useLiveActivities,
  useLivePaths,
  useLiveProfile,
  useLiveWatchedVideos,
  type LiveActivity,
  type LivePath,
} from "@/lib/learner-data";
import { useSessionUser } from "@/lib/session-user";
import { dashboardStats, type DashboardStats, type PeriodStats } from "../hooks/dashboard-stats";

/** How many activities the dashboard reads: a generous bound for streak and consistency. */
const ACTIVITY_WINDOW = 1000;

function Tile({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <div className="card bg-base-200">
      <div className="card-body gap-0 p-4">
        <p className="text-base-content/75 text-xs font-semibold tracking-wide uppercase">{label}</p>
        <p className="text-3xl font-extrabold" data-testid={`tile-${label}`}>
          {value}
        </p>
        <p className="text-base-content/70 text-xs">{hint}</p>
      </div>
    </div>
  );
}

const PERIODS: { id: ConsistencyRange; label: string }[] = [
  { id: "week", label: "Last Week" },
  { id: "month", label: "Last Month" },
  { id: "lifetime", label: "Lifetime" },
];

const dayLabel = new Intl.DateTimeFormat(undefined, {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});
const WEEKDAYS = ["M", "T", "W", "T", "F", "S", "S"];
const weekdayOf = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday first
const dayOfMonth = (day: string) => Number(day.slice(8, 10));

/**
 * A calendar heat map of active days, Monday first. A week or a month reads as a calendar
 * (weeks as rows); a lifetime as a year chart (weeks as columns, scrolling sideways).
 */
function HeatMap({ days, wide }: { days: PeriodStats["days"]; wide: boolean }) {
  const padding = days.length ? weekdayOf(days[0]!.day) : 0;
  const cells = [...Array.from({ length: padding }, () => null), ...days];
  const describe = (cell: PeriodStats["days"][number]) =>
    `${dayLabel.format(new Date(`${cell.day}T00:00:00Z`))}: ${cell.active ? "active" : "no activity"}`;
  const active = days.filter((day) => day.active).length;
  return (
    <div className="overflow-x-auto">
      <div className={wide ? "flex gap-1" : ""}>
        <div
          className={`text-base-content/70 grid gap-1 text-center text-xs ${wide ? "grid-rows-7" : "mb-1 grid-cols-7"}`}
          aria-hidden="true"
        >
          {WEEKDAYS.map((letter, index) => (
            <span key={index} className={wide ? "flex size-4 items-center sm:size-5" : ""}>
              {letter}
            </span>
          ))}
        </div>
        <ol
          className={wide ? "grid w-max grid-flow-col grid-rows-7 gap-1" : "grid grid-cols-7 gap-1"}
          aria-label={`${active} active days of ${days.length}`}
        >
          {cells.map((cell, index) =>
            cell ? (
              <li
                key={cell.day}
                className={`flex items-center justify-center rounded-sm text-xs ${wide ? "size-4 sm:size-5" : "h-9"} ${
                  cell.active ? "bg-success text-success-content font-semibold" : "bg-base-200 text-base-content/70"
                }`}
                title={describe(cell)}
                aria-label={describe(cell)}
                data-active={cell.active}
              >
                {!wide && dayOfMonth(cell.day)}
              </li>
            ) : (
              <li key={`pad-${index}`} className={wide ? "size-4 sm:size-5" : "h-9"} aria-hidden="true" />
            ),
          )}
        </ol>
      </div>
      <div className="text-base-content/70 mt-2 flex items-center gap-3 text-xs">
        <span className="flex items-center gap-1">
          <span className="bg-success inline-block size-3 rounded-sm" /> Active day
        </span>
        <span className="flex items-center gap-1">
          <span className="bg-base-200 border-base-300 inline-block size-3 rounded-sm border" /> No activity
        </span>
      </div>
    </div>
  );
}

function Consistency({ stats }: { stats: DashboardStats }) {
  const [period, setPeriod] = useState<ConsistencyRange>("week");
  const current = stats.consistency[period];
  return (
    <section className="card border-base-300 border" aria-labelledby="consistency-heading">
      <div className="card-body gap-3 p-4">
        <h2 id="consistency-heading" className="card-title text-lg">
          Learning Consistency
        </h2>
        <div role="tablist" className="tabs tabs-box w-fit">
          {PERIODS.map((entry) => (
            <button
              key={entry.id}
              type="button"
              role="tab"
              aria-selected={period === entry.id}
              aria-controls="consistency-panel"
              className={`tab ${period === entry.id ? "tab-active" : ""}`}
              onClick={() => setPeriod(entry.id)}
            >
              {entry.label}
            </button>
          ))}
        </div>
        <div id="consistency-panel" role="tabpanel" className="grid gap-3">
          <p>
            <span className="text-3xl font-extrabold">{current.percent}%</span>{" "}
            <span className="text-base-content/75 text-sm">
              of days active ({current.days.filter((day) => day.active).length} of {current.days.length})
            </span>
          </p>
          <HeatMap days={current.days} wide={period === "lifetime"} />
        </div>
      </div>
    </section>
  );
}

function SkillsAcquisition({ stats }: { stats: DashboardStats }) {
  const max = Math.max(1, ...stats.pillars.map((entry) => entry.activities));
  return (
    <section className="card border-base-300 border" aria-labelledby="skills-heading">
      <div className="card-body gap-3 p-4">
        <h2 id="skills-heading" className="card-title text-lg">
          Skills Acquisition
        </h2>
        <p className="text-base-content/75 text-sm">Learning activities per success pillar</p>
        <ul className="grid gap-3">
          {stats.pillars.map((entry) => (
            <li key={entry.pillar} className="grid grid-cols-[4.5rem_1fr_auto] items-center gap-2">
              <span className="text-sm font-semibold">{entry.pillar}</span>
              <div className="bg-base-200 h-5 overflow-hidden rounded-full" aria-hidden="true">
                <div
                  className={`h-full rounded-full ${PILLAR_BG[entry.pillar]}`}
                  style={{ width: `${(entry.activities / max) * 100}%` }}
                  title={PILLAR_INFO[entry.pillar].tagline}
                />
              </div>
              <span className="text-sm">
                {entry.activities} {entry.activities === 1 ? "activity" : "activities"}
                <span className="sr-only">, {entry.videos} videos watched</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: "auto" });
function ago(date: Date, now: Date): string {
  const minutes = Math.round((date.getTime() - now.getTime()) / 60_000);
  if (Math.abs(minutes) < 60) return relative.format(minutes, "minute");
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 24) return relative.format(hours, "hour");
  return relative.format(Math.round(hours / 24), "day");
}

function RecentActivities({ activities, now }: { activities: LiveActivity[]; now: Date }) {
  return (
    <section className="card border-base-300 border" aria-labelledby="recent-heading">
      <div className="card-body gap-3 p-4">
        <h2 id="recent-heading" className="card-title text-lg">
          Recent Activities
        </h2>
        {activities.length === 0 ? (
          <p className="text-base-content/75 text-sm">No activity yet. Watch a video to get started.</p>
        ) : (
          <ul className="divide-base-300 divide-y">
            {activities.slice(0, 5).map((activity) => (
              <li key={activity.id} className="flex items-start justify-between gap-3 py-2">
                <div>
                  <p className="text-sm font-semibold">{activity.title}</p>
                  {activity.description && <p className="text-base-content/75 text-xs">{activity.description}</p>}
                </div>
                <time
                  className="text-base-content/70 shrink-0 text-xs"
                  dateTime={activity.createdAt.toDate().toISOString()}
                >
                  {ago(activity.createdAt.toDate(), now)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function pathStatus(path: LivePath, isNewest: boolean): string {
  if (path.totalVideos > 0 && path.watchedVideos >= path.totalVideos) return "Completed";
  return isNewest ? "Active" : "In Progress";
}

function DashboardPaths({ paths }: { paths: LivePath[] }) {
  return (
    <section className="card border-base-300 border" aria-labelledby="dashboard-paths-heading">
      <div className="card-body gap-3 p-4">
        <div className="flex items-center justify-between">
          <h2 id="dashboard-paths-heading" className="card-title text-lg">
            Learning Paths
          </h2>
          <Link to="/learn" className="link link-primary text-sm">
            View all
          </Link>
        </div>
        {paths.length === 0 ? (
          <p className="text-base-content/75 text-sm">No learning paths yet.</p>
        ) : (
          <ul className="grid gap-3">
            {paths.slice(0, 3).map((path, index) => {
              const progress = percentage(path.watchedVideos, path.totalVideos);
              const status = pathStatus(path, index === 0);
              return (
                <li key={path.id}>
                  <Link to={`/learn/paths/${path.id}`} className="hover:bg-base-200 block rounded-field p-2">
                    <div className="mb-1 flex items-center justify-between gap-2">
                      <span className="text-sm font-semibold">{path.title}</span>
                      <span
                        className={`badge badge-sm ${status === "Active" ? "badge-primary" : status === "Completed" ? "badge-success" : "badge-ghost"}`}
                      >
                        {status}
                      </span>
                    </div>
                    <ProgressBar value={progress} label={`Progress of ${path.title}`} />
                    <p className="text-base-content/70 mt-1 text-xs">
                      {path.watchedVideos} of {path.totalVideos} videos · {progress}%
                    </p>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}

/** Spec 000 "Dashboard": live from Firestore, computed in the learner's time zone. */
export default function DashboardPage() {
  const user = useSessionUser();
  const { loading: profileLoading, profile } = useLiveProfile();
  const paths = useLivePaths();
  const watched = useLiveWatchedVideos();
  const activities = useLiveActivities(ACTIVITY_WINDOW);
  const loading = profileLoading || [paths, watched, activities].some((entry) => entry.status === "loading");
  const failed = [paths, watched, activities].some((entry) => entry.status === "error");
  const now = new Date();
  const stats =
    loading || failed
      ? null
      : dashboardStats({
          paths: paths.data,
          watched: watched.data,
          activities: activities.data,
          now,
          timeZone: profile?.timeZone ?? DEFAULT_TIME_ZONE,
          since: profile?.createdAt.toDate() ?? new Date(user.createdAt),
        });

  return (
    <Page title="Dashboard" subtitle="Your learning at a glance">
      {failed ? (
        <p className="text-error">We couldn't load your analytics. Please reload the page.</p>
      ) : !stats ? (
        <p className="flex items-center gap-2" role="status">
          <span className="loading loading-spinner loading-sm" aria-hidden="true" /> Loading your analytics...
        </p>
      ) : (
        <div className="grid gap-4">
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Tile label="Overall Progress" value={`${stats.overallProgress}%`} hint="of videos in your paths" />
            <Tile label="Videos Watched" value={String(stats.videosWatched)} hint="all time" />
            <Tile
              label="Day Streak"
              value={String(stats.dayStreak)}
              hint={stats.dayStreak === 1 ? "day in a row" : "days in a row"}
            />
            <Tile label="Learning Paths" value={String(stats.pathCount)} hint="created" />
          </div>
          <Consistency stats={stats} />
          <SkillsAcquisition stats={stats} />
          <RecentActivities activities={activities.data} now={now} />
          <DashboardPaths paths={paths.data} />
        </div>
      )}
    </Page>
  );
}

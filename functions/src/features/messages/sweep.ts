import { logger } from "firebase-functions/logger";
import { Timestamp, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import type { ReminderDoc } from "../../contract/messages";
import { hasFullWorkContext } from "../../contract/profile";
import { percentage } from "../../contract/progress";
import type { Clock } from "../../lib/clock";
import { clipText } from "../../contract/text";
import {
  activityTimesSince,
  announceBatch,
  dropReminder,
  dueReminderPages,
  hasActivitySince,
  pathsOf,
  readPathVideos,
  readPendingBatch,
  readProfile,
  userExists,
  watchedFlags,
  watchedSince,
} from "./repository";
import { activeDays, dayKey, dayStreak } from "../../lib/learning-days";
import { safeTimeZone } from "../../lib/schedule-time";
import { broadcastDoc, reachAt } from "../../lib/broadcasts";
import { sendPersonalMessage } from "../../lib/personal-messages";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Bounded work per run: what is left is picked up 15 minutes later. */
export const SWEEP_PAGE_SIZE = 100;
export const SWEEP_MAX_PAGES = 20;

export interface SweepResult {
  remindersProcessed: number;
  messagesSent: number;
  broadcastsSent: number;
}

async function completeProfile(reminder: ReminderDoc, clock: Clock): Promise<boolean> {
  const profile = await readProfile(reminder.uid);
  if (!profile) return false;
  if (hasFullWorkContext(profile.metadata)) return false;
  return sendPersonalMessage(
    reminder.uid,
    "complete-profile",
    {
      type: "system",
      title: "Complete Your Profile",
      content:
        "Tell us about your work setup, motivation, experience, platforms and clients so we can tailor your learning to you.",
      actionLabel: "Complete Profile",
      actionUrl: "/profile",
    },
    clock,
    { category: "reminders", kind: "reminder" },
  );
}

function nextLesson(reminder: ReminderDoc, clock: Clock): Promise<boolean> {
  return sendPersonalMessage(
    reminder.uid,
    `next-lesson-${reminder.basis}`,
    {
      type: "reminder",
      title: "Ready for Your Next Lesson",
      content: "It's been a day since your last lesson. A few minutes today keeps your momentum going.",
      actionLabel: "Continue Learning",
      actionUrl: "/learn",
    },
    clock,
    { category: "reminders", kind: "reminder" },
  );
}

export interface WeeklyFigures {
  videosWatched: number;
  streak: number;
  progress: number;
  progressChange: number;
  nextVideoTitle: string | null;
  active: boolean;
}

/** The learner's real figures for the 7 days before `now`. */
export async function weeklyFigures(uid: string, now: Date, timeZone: string): Promise<WeeklyFigures> {
  const weekStart = Timestamp.fromMillis(now.getTime() - 7 * DAY_MS);
  const [activeThisWeek, recentActivities, weekWatched, paths] = await Promise.all([
    hasActivitySince(uid, weekStart),
    activityTimesSince(uid, Timestamp.fromMillis(now.getTime() - 400 * DAY_MS), 1000),
    watchedSince(uid, weekStart, 500),
    pathsOf(uid, 100),
  ]);
  const active = activeDays(recentActivities, timeZone);
  const weekIds = weekWatched.youtubeIds;

  let total = 0;
  let watched = 0;
  let watchedThisWeek = 0;
  let nextVideoTitle: string | null = null;
  const pathList = paths
    .map(({ id, data }) => ({ id, path: data }))
    .sort((a, b) => b.path.createdAt.toMillis() - a.path.createdAt.toMillis());
  for (const { id, path } of pathList) {
    total += path.totalVideos;
    watched += path.watchedVideos;
    const needsVideos = weekIds.size > 0 || (nextVideoTitle === null && path.watchedVideos < path.totalVideos);
    if (!needsVideos) continue;
    const videos = (await readPathVideos(id, 200))
      .map((video) => video.data)
      .sort((a, b) => a.orderIndex - b.orderIndex);
    watchedThisWeek += videos.filter((video) => weekIds.has(video.youtubeVideoId)).length;
    if (nextVideoTitle === null && path.watchedVideos < path.totalVideos && videos.length > 0) {
      const watchedList = await watchedFlags(
        uid,
        videos.map((video) => video.youtubeVideoId),
      );
      nextVideoTitle = videos.find((_, index) => !watchedList[index])?.title ?? null;
    }
  }
  const progress = percentage(watched, total);
  return {
    videosWatched: weekWatched.count,
    streak: dayStreak(active, dayKey(now, timeZone)),
    progress,
    progressChange: progress - percentage(watched - watchedThisWeek, total),
    nextVideoTitle,
    active: activeThisWeek,
  };
}

export function weeklyReportContent(figures: WeeklyFigures): string {
  const videos = `${figures.videosWatched} video${figures.videosWatched === 1 ? "" : "s"} watched`;
  const streak = `${figures.streak}-day streak`;
  const change = `progress ${figures.progressChange >= 0 ? "+" : ""}${figures.progressChange}% (now ${figures.progress}%)`;
  const next = figures.nextVideoTitle ? ` Next up: "${clipText(figures.nextVideoTitle, 70)}".` : "";
  return clipText(`This week: ${videos}, ${streak}, ${change}.${next}`, 200);
}

async function weeklyReport(reminder: ReminderDoc, clock: Clock): Promise<boolean> {
  const profile = await readProfile(reminder.uid);
  if (!profile) return false;
  const timeZone = safeTimeZone(profile.timeZone);
  const figures = await weeklyFigures(reminder.uid, clock.now(), timeZone);
  if (!figures.active) return false;
  return sendPersonalMessage(
    reminder.uid,
    `weekly-report-${dayKey(reminder.dueAt.toDate(), timeZone)}`,
    {
      type: "achievement",
      title: "Weekly Progress Report",
      content: weeklyReportContent(figures),
      actionLabel: figures.nextVideoTitle ? "Continue Learning" : "View Dashboard",
      actionUrl: figures.nextVideoTitle ? "/learn" : "/dashboard",
    },
    clock,
    { category: "weekly_report", kind: "weekly_report" },
  );
}

const handlers: Record<ReminderDoc["kind"], (reminder: ReminderDoc, clock: Clock) => Promise<boolean>> = {
  complete_profile: completeProfile,
  next_lesson: nextLesson,
  weekly_report: weeklyReport,
};

/** Sends one due reminder, then removes it unless it was moved meanwhile (a newer lesson). */
async function processReminder(snapshot: QueryDocumentSnapshot<ReminderDoc>, clock: Clock): Promise<boolean> {
  const reminder = snapshot.data();
  // A deleted account's reminders are dropped, never turned into orphaned messages.
  const sent = (await userExists(reminder.uid)) && (await handlers[reminder.kind](reminder, clock));
  await dropReminder(snapshot.id, reminder.basis);
  return sent;
}

export async function sweepReminders(clock: Clock): Promise<Omit<SweepResult, "broadcastsSent">> {
  const result = { remindersProcessed: 0, messagesSent: 0 };
  for await (const docs of dueReminderPages(clock.now(), SWEEP_PAGE_SIZE, SWEEP_MAX_PAGES)) {
    for (const doc of docs) {
      result.remindersProcessed++;
      try {
        if (await processReminder(doc, clock)) result.messagesSent++;
      } catch (error) {
        // One broken reminder must not hold up everyone else's; it is retried next run.
        logger.error("reminder failed", { id: doc.id, error: String(error) });
      }
    }
  }
  return result;
}

/**
 * New Content Available: one broadcast for the pending batch once its window has passed,
 * dated when the batch started, so it reaches the users who existed when the content arrived.
 */
export async function sweepContentBatch(clock: Clock): Promise<number> {
  const due = await readPendingBatch();
  if (!due || due.dueAt.toMillis() > clock.now().getTime()) return 0;
  // Counted before the transaction (an aggregation is not a transactional read); the batch's start
  // only ever moves with a new batch, which the transaction notices.
  const reach = await reachAt(due.startedAt.toDate());
  const announced = await announceBatch(due.batchId, (batch) => {
    const count = batch.videoIds.length;
    const first = clipText(batch.titles[0] ?? "", 80);
    return broadcastDoc(
      {
        type: "recommendation",
        title: "New Content Available",
        content:
          count === 1
            ? `A new video was added to the catalogue: "${first}".`
            : `${count} new videos were added to the catalogue, including "${first}".`,
        actionLabel: "Browse Catalogue",
        actionUrl: "/catalogue",
      },
      "new_content",
      null,
      { now: () => batch.startedAt.toDate() },
      reach,
    );
  });
  return announced ? 1 : 0;
}

/** The body of the scheduled function (every 15 minutes); safe to run twice or concurrently. */
export async function runSweep(clock: Clock): Promise<SweepResult> {
  const [reminderResult, broadcastsSent] = await Promise.all([sweepReminders(clock), sweepContentBatch(clock)]);
  return { ...reminderResult, broadcastsSent };
}

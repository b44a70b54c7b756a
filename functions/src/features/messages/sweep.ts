import { logger } from "firebase-functions";
import { Timestamp, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import type { ReminderDoc } from "../../contract/messages";
import { hasFullWorkContext } from "../../contract/profile";
import { percentage } from "../../contract/progress";
import { activities, readable, readList } from "../../lib/collections";
import type { Clock } from "../../lib/clock";
import { profiles, users } from "../../lib/collections";
import { db } from "../../lib/firebase";
import { clipText } from "../../contract/text";
import { PENDING_BATCH_ID } from "./automations";
import { broadcasts, contentBatches, learningPaths, pathVideos, reminders, watchedVideos } from "./repository";
import { activeDays, dayKey, dayStreak } from "../../lib/learning-days";
import { safeTimeZone } from "../../lib/schedule-time";
import { broadcastDoc, reachAt } from "../../lib/broadcasts";
import { sendPersonalMessage } from "./service";
import { runTransaction } from "../../lib/transaction";

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
  const profile = await profiles().doc(reminder.uid).get();
  if (!profile.exists) return false;
  if (hasFullWorkContext(profile.data()!.metadata)) return false;
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
  const [weekActivities, recentActivities, weekWatched, paths] = await Promise.all([
    activities(uid).where("createdAt", ">=", weekStart).limit(1).get(),
    activities(uid)
      .where("createdAt", ">=", Timestamp.fromMillis(now.getTime() - 400 * DAY_MS))
      .orderBy("createdAt", "desc")
      .limit(1000)
      .get(),
    watchedVideos(uid).where("watchedAt", ">=", weekStart).limit(500).get(),
    learningPaths().where("userId", "==", uid).limit(100).get(),
  ]);
  const active = activeDays(
    readable(recentActivities.docs).map(({ data }) => data.createdAt.toDate()),
    timeZone,
  );
  const weekIds = new Set(readable(weekWatched.docs).map(({ data }) => data.youtubeVideoId));

  let total = 0;
  let watched = 0;
  let watchedThisWeek = 0;
  let nextVideoTitle: string | null = null;
  const pathList = readable(paths.docs)
    .map(({ id, data }) => ({ id, path: data }))
    .sort((a, b) => b.path.createdAt.toMillis() - a.path.createdAt.toMillis());
  for (const { id, path } of pathList) {
    total += path.totalVideos;
    watched += path.watchedVideos;
    const needsVideos = weekIds.size > 0 || (nextVideoTitle === null && path.watchedVideos < path.totalVideos);
    if (!needsVideos) continue;
    const videos = (await readList(pathVideos(id).limit(200)))
      .map((video) => video.data)
      .sort((a, b) => a.orderIndex - b.orderIndex);
    watchedThisWeek += videos.filter((video) => weekIds.has(video.youtubeVideoId)).length;
    if (nextVideoTitle === null && path.watchedVideos < path.totalVideos && videos.length > 0) {
      const states = await db.getAll(...videos.map((video) => watchedVideos(uid).doc(video.youtubeVideoId)));
      nextVideoTitle = videos.find((_, index) => !states[index]!.exists)?.title ?? null;
    }
  }
  const progress = percentage(watched, total);
  return {
    videosWatched: weekWatched.size,
    streak: dayStreak(active, dayKey(now, timeZone)),
    progress,
    progressChange: progress - percentage(watched - watchedThisWeek, total),
    nextVideoTitle,
    active: !weekActivities.empty,
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
  const profile = await profiles().doc(reminder.uid).get();
  if (!profile.exists) return false;
  const timeZone = safeTimeZone(profile.data()!.timeZone);
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
  const userExists = (await users().doc(reminder.uid).get()).exists;
  const sent = userExists && (await handlers[reminder.kind](reminder, clock));
  await runTransaction(async (tx) => {
    const current = await tx.get(snapshot.ref);
    if (current.exists && current.data()!.basis === reminder.basis) tx.delete(snapshot.ref);
  });
  return sent;
}

export async function sweepReminders(clock: Clock): Promise<Omit<SweepResult, "broadcastsSent">> {
  const result = { remindersProcessed: 0, messagesSent: 0 };
  const now = Timestamp.fromDate(clock.now());
  let last: QueryDocumentSnapshot<ReminderDoc> | null = null;
  for (let page = 0; page < SWEEP_MAX_PAGES; page++) {
    let query = reminders().where("dueAt", "<=", now).orderBy("dueAt").limit(SWEEP_PAGE_SIZE);
    if (last) query = query.startAfter(last);
    const docs = (await query.get()).docs;
    for (const doc of docs) {
      result.remindersProcessed++;
      try {
        if (await processReminder(doc, clock)) result.messagesSent++;
      } catch (error) {
        // One broken reminder must not hold up everyone else's; it is retried next run.
        logger.error("reminder failed", { id: doc.id, error: String(error) });
      }
    }
    if (docs.length < SWEEP_PAGE_SIZE) break;
    last = docs[docs.length - 1]!;
  }
  return result;
}

/**
 * New Content Available: one broadcast for the pending batch once its window has passed,
 * dated when the batch started, so it reaches the users who existed when the content arrived.
 */
export async function sweepContentBatch(clock: Clock): Promise<number> {
  const ref = contentBatches().doc(PENDING_BATCH_ID);
  const due = (await ref.get()).data();
  if (!due || due.dueAt.toMillis() > clock.now().getTime()) return 0;
  // Counted before the transaction (an aggregation is not a transactional read); the batch's start
  // only ever moves with a new batch, which the transaction below notices.
  const reach = await reachAt(due.startedAt.toDate());
  return runTransaction(async (tx) => {
    const pending = await tx.get(ref);
    if (!pending.exists || pending.data()!.batchId !== due.batchId) return 0;
    const batch = pending.data()!;
    const count = batch.videoIds.length;
    const first = clipText(batch.titles[0] ?? "", 80);
    tx.create(
      broadcasts().doc(`new-content-${batch.batchId}`),
      broadcastDoc(
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
      ),
    );
    tx.delete(ref);
    return 1;
  });
}

/** The body of the scheduled function (every 15 minutes); safe to run twice or concurrently. */
export async function runSweep(clock: Clock): Promise<SweepResult> {
  const [reminderResult, broadcastsSent] = await Promise.all([sweepReminders(clock), sweepContentBatch(clock)]);
  return { ...reminderResult, broadcastsSent };
}

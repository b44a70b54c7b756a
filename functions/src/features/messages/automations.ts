import { Timestamp } from "firebase-admin/firestore";
import type { z } from "zod/mini";
import type {
  curatedVideoFieldsSchema,
  learningPathFieldsSchema,
  watchedVideoFieldsSchema,
} from "../../contract/messages";
import type { coachedAttemptFieldsSchema } from "../../contract/incubator/storage";
import { type ProfileDoc } from "../../contract/profile";
import { clipText } from "../../contract/text";
import type { Clock } from "../../lib/clock";
import { createReminderOnce, joinContentBatch, moveReminderForward, readProfile } from "./repository";
import { nextMondayNine, safeTimeZone } from "../../lib/schedule-time";
import { sendPersonalMessage } from "../../lib/personal-messages";
import { stepAddress } from "../../domain/incubator/addresses";

// Automated messages (welcome, complete your profile, new content, reminders). Every handler may run twice for one event
// (at-least-once delivery): ids are deterministic and writes are create-if-absent.

const HOUR_MS = 60 * 60 * 1000;
export const NEXT_LESSON_DELAY_MS = 24 * HOUR_MS;
export const COMPLETE_PROFILE_DELAY_MS = 3 * 24 * HOUR_MS;
/** Curated videos added within this window after the first one are announced together. */
export const CONTENT_BATCH_WINDOW_MS = 5 * 60 * 1000;

export const nextLessonReminderId = (uid: string) => `nextLesson-${uid}`;
export const completeProfileReminderId = (uid: string) => `completeProfile-${uid}`;
export const weeklyReportReminderId = (uid: string, due: Date) => `weeklyReport-${uid}-${due.getTime()}`;

/**
 * Lesson Complete, dated at the watch (so a late or replayed trigger does not make it look new);
 * Ready for Your Next Lesson 24 h after the latest lesson.
 */
export async function onLessonWatched(uid: string, watched: z.infer<typeof watchedVideoFieldsSchema>) {
  await sendPersonalMessage(
    uid,
    `lesson-complete-${watched.youtubeVideoId}`,
    {
      type: "achievement",
      title: "Lesson Complete",
      content: watched.title
        ? `Great work! You finished "${clipText(watched.title, 90)}". Every lesson moves your business forward.`
        : "Great work! You finished a lesson. Every lesson moves your business forward.",
      actionLabel: "Keep Learning",
      actionUrl: "/learn",
    },
    { now: () => watched.watchedAt.toDate() },
  );
  const watchedAt = watched.watchedAt.toMillis();
  // A late duplicate of an older watch must not pull the reminder back.
  await moveReminderForward(nextLessonReminderId(uid), {
    uid,
    kind: "next_lesson",
    basis: String(watchedAt),
    dueAt: Timestamp.fromMillis(watchedAt + NEXT_LESSON_DELAY_MS),
  });
}

type PathCounts = Omit<z.infer<typeof learningPathFieldsSchema>, "createdAt">;

/** Learning Path Mastered when the path's watched count reaches its (non-zero) total. */
export async function onPathUpdated(pathId: string, before: PathCounts, after: PathCounts, clock: Clock) {
  const complete = (path: typeof after) => path.totalVideos > 0 && path.watchedVideos >= path.totalVideos;
  if (!complete(after) || complete(before)) return;
  await sendPersonalMessage(
    after.userId,
    `path-mastered-${pathId}`,
    {
      type: "celebration",
      title: "Learning Path Mastered",
      content: clipText(
        `You completed every video in "${clipText(after.title, 100)}". That's a milestone worth celebrating!`,
        200,
      ),
      actionLabel: "View Learning Paths",
      actionUrl: "/learn",
    },
    clock,
  );
}

/** Complete Your Profile is checked 3 days after registration. */
export async function onProfileCreated(uid: string, profile: Pick<ProfileDoc, "createdAt">) {
  await createReminderOnce(completeProfileReminderId(uid), {
    uid,
    kind: "complete_profile",
    basis: "registration",
    dueAt: Timestamp.fromMillis(profile.createdAt.toMillis() + COMPLETE_PROFILE_DELAY_MS),
  });
}

/** Any activity makes the learner due a Weekly Progress Report on the next Monday 09:00 in their zone. */
export async function onActivityCreated(uid: string, activityAt: Date) {
  const profile = await readProfile(uid);
  const due = nextMondayNine(activityAt, safeTimeZone(profile?.timeZone));
  await createReminderOnce(weeklyReportReminderId(uid, due), {
    uid,
    kind: "weekly_report",
    basis: String(due.getTime()),
    dueAt: Timestamp.fromDate(due),
  });
}

/**
 * An active curated video (created active, or switched on later) joins the pending batch once;
 * the sweep announces the batch once its window has passed. The `contentAnnouncements` guard,
 * created in the same transaction, keeps a video switched off and on again from a second
 * announcement. Answers whether this call added the video.
 */
export async function onCuratedVideoActive(
  videoId: string,
  video: z.infer<typeof curatedVideoFieldsSchema>,
  clock: Clock,
): Promise<boolean> {
  if (!video.isActive) return false;
  const now = clock.now().getTime();
  return joinContentBatch(
    videoId,
    video.title,
    {
      batchId: `${now}-${videoId}`,
      videoIds: [videoId],
      titles: [video.title],
      startedAt: Timestamp.fromMillis(now),
      dueAt: Timestamp.fromMillis(now + CONTENT_BATCH_WINDOW_MS),
    },
    Timestamp.fromMillis(now),
  );
}

type CoachedAttempt = z.infer<typeof coachedAttemptFieldsSchema>;

/**
 * A coach's first note on an attempt, and their verdict, each reach the learner's inbox once (the
 * message id is the attempt's); a note edited later is read on the step.
 */
export async function onAttemptCoached(uid: string, attemptId: string, before: CoachedAttempt, after: CoachedAttempt) {
  const actionUrl = stepAddress(after.phaseKey, after.stepId);
  if (after.coachNote && !before.coachNote)
    await sendPersonalMessage(
      uid,
      `coach-note-${attemptId}`,
      {
        type: "recommendation",
        title: "Note from your coach",
        content: `"${clipText(after.coachNote.text, 180)}"`,
        actionLabel: "Open the step",
        actionUrl,
      },
      { now: () => after.coachNote!.at.toDate() },
      { category: "coaching", kind: "coach_note" },
    );
  if (after.coachVerdict && !before.coachVerdict)
    await sendPersonalMessage(
      uid,
      `coach-verdict-${attemptId}`,
      {
        type: after.coachVerdict.action === "pass" ? "achievement" : "recommendation",
        title:
          after.coachVerdict.action === "pass" ? "Your coach passed your answer" : "Your coach asks for a revision",
        content: `Reviewed by your coach: "${clipText(after.coachVerdict.reason, 140)}"`,
        actionLabel: "Open the step",
        actionUrl,
      },
      { now: () => after.coachVerdict!.at.toDate() },
      { category: "coaching", kind: after.coachVerdict.action === "pass" ? "coach_pass" : "coach_revision" },
    );
}

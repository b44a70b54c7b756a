import { z } from "zod/mini";
import { onDocumentCreated, onDocumentUpdated } from "firebase-functions/v2/firestore";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { curatedVideoFieldsSchema, learningPathFieldsSchema, watchedVideoFieldsSchema } from "../../contract/messages";
import { coachedAttemptFieldsSchema } from "../../contract/incubator/storage";
import { profileDocSchema } from "../../contract/profile";
import { systemClock } from "../../lib/clock";
import {
  onActivityCreated,
  onAttemptCoached,
  onCuratedVideoActive,
  onLessonWatched,
  onPathUpdated,
  onProfileCreated,
} from "./automations";
import { runSweep } from "./sweep";

// The automated messages' Cloud Functions: thin wrappers around clock-injected logic.
const clock = systemClock;

export const messagesOnLessonWatched = onDocumentCreated("users/{uid}/watchedVideos/{videoId}", async (event) => {
  // A record deleted again before its event arrived (an account deleted, the seed rebuilding a
  // learner's history) comes without data: there is no lesson to congratulate.
  const data = event.data?.data();
  if (!data) return;
  await onLessonWatched(event.params.uid, watchedVideoFieldsSchema.parse(data));
});

export const messagesOnPathUpdated = onDocumentUpdated("learningPaths/{pathId}", async (event) => {
  if (!event.data) return;
  await onPathUpdated(
    event.params.pathId,
    learningPathFieldsSchema.parse(event.data.before.data()),
    learningPathFieldsSchema.parse(event.data.after.data()),
    clock,
  );
});

export const messagesOnProfileCreated = onDocumentCreated("profiles/{uid}", async (event) => {
  if (!event.data) return;
  await onProfileCreated(event.params.uid, z.pick(profileDocSchema, { createdAt: true }).parse(event.data.data()));
});

export const messagesOnActivityCreated = onDocumentCreated("users/{uid}/activities/{activityId}", async (event) => {
  const createdAt = event.data?.get("createdAt") as FirebaseFirestore.Timestamp | undefined;
  await onActivityCreated(event.params.uid, createdAt?.toDate() ?? clock.now());
});

export const messagesOnCuratedVideoCreated = onDocumentCreated("curatedVideos/{videoId}", async (event) => {
  if (!event.data) return;
  await onCuratedVideoActive(event.params.videoId, curatedVideoFieldsSchema.parse(event.data.data()), clock);
});

/** A video created inactive announces itself when an admin switches it on (once: see onCuratedVideoActive). */
export const messagesOnCuratedVideoUpdated = onDocumentUpdated("curatedVideos/{videoId}", async (event) => {
  if (!event.data) return;
  const before = curatedVideoFieldsSchema.parse(event.data.before.data());
  const after = curatedVideoFieldsSchema.parse(event.data.after.data());
  if (before.isActive || !after.isActive) return;
  await onCuratedVideoActive(event.params.videoId, after, clock);
});

export const messagesOnAttemptCoached = onDocumentUpdated(
  "users/{uid}/incubatorAttempts/{attemptId}",
  async (event) => {
    if (!event.data) return;
    await onAttemptCoached(
      event.params.uid,
      event.params.attemptId,
      coachedAttemptFieldsSchema.parse(event.data.before.data()),
      coachedAttemptFieldsSchema.parse(event.data.after.data()),
    );
  },
);

/** Timed messages (next lesson, complete profile, weekly report) and New Content batches. */
export const messagesSweep = onSchedule({ schedule: "every 15 minutes", timeZone: "UTC" }, async () => {
  await runSweep(clock);
});

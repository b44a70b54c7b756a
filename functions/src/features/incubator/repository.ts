import { z } from "zod/mini";
import { Timestamp, type DocumentSnapshot } from "firebase-admin/firestore";
import { FieldValue } from "firebase-admin/firestore";
import { logger } from "firebase-functions/logger";
import { INCUBATOR_LIMITS } from "../../contract/incubator/common";
import {
  incubatorCuratedVideoSchema,
  type IncubatorCuratedVideo,
  type RecommendationDoc,
} from "../../contract/incubator/storage";
import { tutorReplySchema, tutorSessionSchema } from "../../contract/incubator/tutor-context";
import type { Pillar } from "../../contract/pillars";
import { profileDocSchema, type Level } from "../../contract/profile";
import {
  chatMessages,
  chatSessions,
  curatedVideos,
  incubatorAttempts,
  incubatorRecommendations,
  profiles,
  readList,
  readOnly,
  type StoredDoc,
} from "../../lib/collections";
import { db } from "../../lib/firebase";
import { runTransaction } from "../../lib/transaction";

// What only the learner's Incubator reads and writes: a step's latest attempts, the videos
// recommended and their clicks. The view, progress, attempts' changes and awards are the shared
// core's (domain/incubator/).

const CANDIDATE_VIDEOS = 100;
/** The tutor's replies an answer is checked against: the latest messages of the learner's latest sessions. */
const TUTOR_SESSIONS = 5;
const TUTOR_MESSAGES = 20;

export const readAttempt = async (uid: string, attemptId: string) =>
  (await incubatorAttempts(uid).doc(attemptId).get()).data();

export function latestAttempts(uid: string, stepId: string) {
  return readList(
    incubatorAttempts(uid)
      .where("stepId", "==", stepId)
      .orderBy("createdAt", "desc")
      .limit(INCUBATOR_LIMITS.attemptsShown),
  );
}

export async function recommendationsById(uid: string, ids: string[]) {
  if (!ids.length) return [];
  // getAll keeps the references' converter but not their type.
  const snapshots = (await db.getAll(
    ...ids.map((id) => incubatorRecommendations(uid).doc(id)),
  )) as DocumentSnapshot<RecommendationDoc>[];
  return snapshots.flatMap((snapshot) => {
    const data = snapshot.data();
    return data ? [{ id: snapshot.id, data }] : [];
  });
}

/** The learner's level for ranking videos (Beginner without a profile). */
export async function learnerLevel(uid: string): Promise<Level> {
  const view = readOnly(profiles(), z.pick(profileDocSchema, { currentLevel: true }));
  try {
    return (await view.doc(uid).get()).data()?.currentLevel ?? "Beginner";
  } catch {
    return "Beginner";
  }
}

/** Active catalogue videos of a pillar; none when the catalogue cannot be read (never a reason to fail). */
export async function activeVideosOf(pillar: Pillar): Promise<StoredDoc<IncubatorCuratedVideo>[]> {
  try {
    return await readList(
      readOnly(curatedVideos(), incubatorCuratedVideoSchema)
        .where("pillar", "==", pillar)
        .where("isActive", "==", true)
        .limit(CANDIDATE_VIDEOS),
    );
  } catch (error) {
    logger.warn("Incubator recommendations could not read the video catalogue", error);
    return [];
  }
}

/** Counts a click on a recommendation; null when there is no such recommendation. */
export async function countClick(uid: string, id: string): Promise<boolean | null> {
  const ref = incubatorRecommendations(uid).doc(id);
  if (!(await ref.get()).exists) return null;
  await ref.update(incubatorRecommendations.changes({ clicks: FieldValue.increment(1) }));
  return true;
}

/** Marks a recommendation's first impression (false for a repeat); null when there is no such one. */
export function countImpression(uid: string, id: string, at: Date): Promise<boolean | null> {
  const ref = incubatorRecommendations(uid).doc(id);
  return runTransaction(async (tx) => {
    const doc = (await tx.get(ref)).data();
    if (!doc) return null;
    if (doc.impressionAt) return false;
    tx.update(ref, incubatorRecommendations.changes({ impressionAt: Timestamp.fromDate(at) }));
    return true;
  });
}

/** What the tutor wrote to the learner lately, in any session (bounded: 5 sessions, 20 messages each). */
export async function recentTutorReplies(uid: string): Promise<string[]> {
  const sessions = await readList(
    readOnly(chatSessions(), tutorSessionSchema)
      .where("userId", "==", uid)
      .orderBy("updatedAt", "desc")
      .limit(TUTOR_SESSIONS),
  );
  const messages = await Promise.all(
    sessions.map(({ id }) =>
      readList(readOnly(chatMessages(id), tutorReplySchema).orderBy("createdAt", "desc").limit(TUTOR_MESSAGES)),
    ),
  );
  return messages.flat().flatMap(({ data }) => (data.role === "assistant" ? [data.content] : []));
}

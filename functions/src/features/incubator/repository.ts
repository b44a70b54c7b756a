import { z } from "zod/mini";
import type { DocumentSnapshot } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import {
  INCUBATOR_LIMITS,
  INCUBATOR_STATE_ID,
  incubatorCuratedVideoSchema,
  type IncubatorCuratedVideo,
  type PhaseDoc,
  type RecommendationDoc,
  type StepDoc,
} from "../../contract/incubator";
import type { Pillar } from "../../contract/pillars";
import { profileDocSchema, type Level } from "../../contract/profile";
import {
  curatedVideos,
  incubatorAttempts,
  incubatorAwards,
  incubatorPhases,
  incubatorRecommendations,
  incubatorState,
  incubatorStepProgress,
  incubatorSteps,
  profiles,
  readList,
  readOnly,
  type StoredDoc,
} from "../../lib/collections";
import { db } from "../../lib/firebase";

// The learner's documents the service writes.
export { incubatorAttempts, incubatorAwards, incubatorRecommendations, incubatorStepProgress };

// Ceilings far above the content (6 phases of 3-5 steps, admins adding a few), so reads stay bounded.
const PHASES_CAP = 50;
const STEPS_CAP = 500;
const AWARDS_CAP = 2 * STEPS_CAP + PHASES_CAP;
const CANDIDATE_VIDEOS = 100;

export interface Content {
  phases: StoredDoc<PhaseDoc>[];
  steps: StoredDoc<StepDoc>[];
}

/** Every phase and step, active or not (the lock rules skip inactive ones themselves). */
export async function readContent(): Promise<Content> {
  const [phases, steps] = await Promise.all([
    readList(incubatorPhases().orderBy("order").limit(PHASES_CAP)),
    readList(incubatorSteps().limit(STEPS_CAP)),
  ]);
  return { phases, steps };
}

export const stateRef = (uid: string) => incubatorState(uid).doc(INCUBATOR_STATE_ID);

export async function readLearner(uid: string) {
  const [state, progress, awards] = await Promise.all([
    stateRef(uid).get(),
    readList(incubatorStepProgress(uid).limit(STEPS_CAP)),
    readList(incubatorAwards(uid).orderBy("createdAt").limit(AWARDS_CAP)),
  ]);
  return { state: state.data() ?? null, progress, awards };
}

/** Ids of the learner's completed steps, read again (e.g. after this evaluation's own write). */
export async function completedSteps(uid: string): Promise<Set<string>> {
  const snapshot = await incubatorStepProgress(uid).where("completed", "==", true).select().limit(STEPS_CAP).get();
  return new Set(snapshot.docs.map((doc) => doc.id));
}

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

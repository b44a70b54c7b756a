import { z } from "zod/mini";
import { FieldValue, Timestamp, type DocumentSnapshot } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { INCUBATOR_LIMITS, type PhaseKey } from "../../contract/incubator/common";
import {
  awardId,
  INCUBATOR_STATE_ID,
  incubatorCuratedVideoSchema,
  type AttemptDoc,
  type AwardDoc,
  type AwardKind,
  type IncubatorCuratedVideo,
  type PhaseDoc,
  type RecommendationDoc,
  type StepDoc,
  type StepProgressDoc,
} from "../../contract/incubator/storage";
import type { IncubatorLaunchDoc } from "../../contract/incubator/launch";
import { reviewId } from "../../contract/incubator/coach";
import type { Pillar } from "../../contract/pillars";
import { userDocSchema } from "../../contract/auth";
import { profileDocSchema, type Level } from "../../contract/profile";
import {
  allIncubatorStepProgress,
  curatedVideos,
  incubatorAttempts,
  incubatorAwards,
  incubatorPhases,
  incubatorRecommendations,
  incubatorReviews,
  incubatorState,
  incubatorStepProgress,
  incubatorSteps,
  profiles,
  readList,
  readOnly,
  users,
  type StoredDoc,
} from "../../lib/collections";
import { recordActivity, type NewActivity } from "../../lib/activities";
import { recordAudit, type AuditEntryInput } from "../../lib/audit-log";
import type { Clock } from "../../lib/clock";
import { createdOnce, db } from "../../lib/firebase";
import { launchRef } from "../../lib/incubator-launch";
import { pagesOf } from "../../lib/paging";
import { runTransaction } from "../../lib/transaction";

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

const stateRef = (uid: string) => incubatorState(uid).doc(INCUBATOR_STATE_ID);

export async function readLearner(uid: string) {
  const [state, progress, awards] = await Promise.all([
    stateRef(uid).get(),
    readList(incubatorStepProgress(uid).limit(STEPS_CAP)),
    readList(incubatorAwards(uid).orderBy("createdAt").limit(AWARDS_CAP)),
  ]);
  return { state: state.data() ?? null, progress, awards };
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

// ---------- writes ----------

/**
 * Adds the phases and steps the learner has newly reached to their state, and when each step
 * opened to its progress (Insights' "reached" and "stuck"); nothing when none. One batch.
 */
export async function markReached(
  uid: string,
  fresh: { phases: string[]; steps: string[] },
  content: Content,
  at: Date,
) {
  if (!fresh.phases.length && !fresh.steps.length) return;
  const now = Timestamp.fromDate(at);
  const batch = db.batch();
  batch.set(
    stateRef(uid),
    {
      ...(fresh.phases.length ? { reachedPhases: FieldValue.arrayUnion(...fresh.phases) } : {}),
      ...(fresh.steps.length ? { reachedSteps: FieldValue.arrayUnion(...fresh.steps) } : {}),
      updatedAt: now,
    },
    { merge: true },
  );
  for (const stepId of fresh.steps) {
    const step = content.steps.find(({ id }) => id === stepId);
    if (step)
      batch.set(
        incubatorStepProgress(uid).doc(stepId),
        { phaseKey: step.data.phaseKey, openedAt: now, updatedAt: now },
        { merge: true },
      );
  }
  await batch.commit();
}

/** Saves the learner's answer to a step (replacing the one saved before). */
export async function saveResponse(uid: string, stepId: string, phaseKey: PhaseKey, response: StepResponse) {
  await incubatorStepProgress(uid)
    .doc(stepId)
    .set({ phaseKey, response, updatedAt: response.savedAt }, { merge: true });
}
type StepResponse = NonNullable<StepProgressDoc["response"]>;

export const newAttemptId = (uid: string) => incubatorAttempts(uid).doc().id;

/**
 * One evaluation in one batch: the attempt, its recommendations, the step's progress, the
 * learner's activity, and a borderline verdict's place in the review queue. A pass clears a
 * coach's revision request (its answer replaces the part on the plan). Answers the
 * recommendations with their new ids.
 */
export async function saveEvaluation(
  uid: string,
  saved: {
    attemptId: string;
    attempt: AttemptDoc;
    recommendations: RecommendationDoc[];
    bestScore: number;
    completes: boolean;
    /** A passing evaluation's answer, which the business plan shows from now on. */
    passedAnswer: StepProgressDoc["passedAnswer"];
    activity: NewActivity;
  },
  clock: Clock,
): Promise<{ id: string; doc: RecommendationDoc }[]> {
  const { attempt } = saved;
  const now = attempt.evaluation.evaluatedAt;
  const recommendations = saved.recommendations.map((doc) => ({ ref: incubatorRecommendations(uid).doc(), doc }));
  const batch = db.batch();
  batch.create(incubatorAttempts(uid).doc(saved.attemptId), attempt);
  for (const { ref, doc } of recommendations) batch.create(ref, doc);
  batch.set(
    incubatorStepProgress(uid).doc(attempt.stepId),
    {
      phaseKey: attempt.phaseKey,
      lastEvaluation: attempt.evaluation,
      recommendationIds: recommendations.map(({ ref }) => ref.id),
      bestScore: saved.bestScore,
      attemptCount: FieldValue.increment(1),
      updatedAt: now,
      ...(saved.completes ? { completed: true, completedAt: now } : {}),
      ...(saved.passedAnswer ? { passedAnswer: saved.passedAnswer, revisionRequest: null } : {}),
    },
    { merge: true },
  );
  if (attempt.review)
    batch.create(incubatorReviews().doc(reviewId(uid, saved.attemptId)), {
      uid,
      attemptId: saved.attemptId,
      stepId: attempt.stepId,
      phaseKey: attempt.phaseKey,
      kind: attempt.review.kind,
      score: attempt.evaluation.score,
      open: true,
      openedAt: attempt.review.openedAt,
      resolvedAt: null,
    });
  await recordActivity(uid, saved.activity, clock, { id: `incubator_${saved.attemptId}`, writer: batch });
  await batch.commit();
  return recommendations.map(({ ref, doc }) => ({ id: ref.id, doc }));
}

/**
 * Gives an award once: its deterministic document is created if absent, and the XP increments in
 * the same batch, so any number of concurrent evaluations award it exactly once (no transaction:
 * the emulator times out heavily contended ones). Answers whether this call gave it.
 */
export async function awardOnce(uid: string, kind: AwardKind, subject: string, doc: AwardDoc): Promise<boolean> {
  const batch = db.batch();
  batch.create(incubatorAwards(uid).doc(awardId(kind, subject)), doc);
  if (doc.xp) batch.set(stateRef(uid), { xp: FieldValue.increment(doc.xp), updatedAt: doc.createdAt }, { merge: true });
  return createdOnce(() => batch.commit());
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

/**
 * `npm run backfill:plan-answers`: a step passed before its progress kept the passing answer gets
 * the answer of its latest passing attempt. Idempotent; answers how many steps it wrote.
 */
export async function backfillPassedAnswers(pageSize = 300): Promise<number> {
  let written = 0;
  for await (const docs of pagesOf(allIncubatorStepProgress().where("completed", "==", true), pageSize)) {
    for (const doc of docs) {
      const uid = doc.ref.parent.parent?.id;
      if (doc.data().passedAnswer || !uid) continue;
      const [latest] = (
        await incubatorAttempts(uid)
          .where("stepId", "==", doc.id)
          .where("evaluation.passed", "==", true)
          .orderBy("createdAt", "desc")
          .limit(1)
          .get()
      ).docs;
      if (!latest) continue;
      const attempt = latest.data();
      await incubatorStepProgress(uid)
        .doc(doc.id)
        .update(
          incubatorStepProgress.changes({
            passedAnswer: {
              normalizedText: attempt.normalizedText,
              rawInput: attempt.rawInput,
              score: attempt.evaluation.score,
              attemptId: latest.id,
              passedAt: attempt.createdAt,
            },
          }),
        );
      written++;
    }
  }
  return written;
}

// The launch switch, `incubatorLaunch/current` (docs/decisions.md "The Incubator launch switch").

/**
 * Sets the launch switch as `decide` says, in one transaction with its audit entry, and answers
 * the switch as it then stands; `decide` answers null when nothing changes. Who changed it and when
 * are the audit entry's actor and time.
 */
export function changeLaunch(
  decide: (current: IncubatorLaunchDoc | null) => { open: boolean; audit: AuditEntryInput & { at: Date } } | null,
): Promise<IncubatorLaunchDoc | null> {
  return runTransaction(async (tx) => {
    const current = (await tx.get(launchRef())).data() ?? null;
    const change = decide(current);
    if (!change) return current;
    const { actor, at } = change.audit;
    const next = { open: change.open, changedAt: Timestamp.fromDate(at), changedBy: actor };
    tx.set(launchRef(), next);
    recordAudit(tx, change.audit);
    return next;
  });
}

// ---------- learners' names (users/{uid}, owned by auth), for the admin's lists ----------

const nameView = () => readOnly(users(), z.pick(userDocSchema, { name: true, username: true }));
type UserName = { name: string; username: string };

/** A page's users' names and usernames by uid; an account missing or no longer readable is left out. */
export async function readUserNames(uids: string[]): Promise<Map<string, UserName>> {
  const unique = [...new Set(uids)];
  if (!unique.length) return new Map();
  const snapshots = await db.getAll(...unique.map((uid) => nameView().doc(uid)));
  const names = new Map<string, UserName>();
  for (const snapshot of snapshots) {
    try {
      const data = snapshot.data() as UserName | undefined;
      if (data) names.set(snapshot.id, data);
    } catch {
      // A document that no longer matches its schema: the list shows the id instead.
    }
  }
  return names;
}

export const readUserName = async (uid: string) => (await nameView().doc(uid).get()).data();

import { FieldValue, type Transaction, type WriteBatch } from "firebase-admin/firestore";
import type { TimestampLike } from "../../contract/common";
import { HIGH_SCORE } from "../../contract/incubator/common";
import { reviewId, type ReviewDoc } from "../../contract/incubator/coach";
import {
  awardId,
  type AttemptDoc,
  type RecommendationDoc,
  type StepProgressDoc,
} from "../../contract/incubator/storage";
import { recordActivity, type NewActivity } from "../../lib/activities";
import { recordAudit, type AuditEntryInput } from "../../lib/audit-log";
import type { Clock } from "../../lib/clock";
import {
  allIncubatorStepProgress,
  cohortMembers,
  incubatorAttempts,
  incubatorRecommendations,
  incubatorReviews,
  incubatorStepProgress,
  type StoredDoc,
} from "../../lib/collections";
import { notFound } from "../../lib/errors";
import { db } from "../../lib/firebase";
import { pagesOf } from "../../lib/paging";
import { runTransaction } from "../../lib/transaction";
import { isLate } from "../cohorts/calendar";
import { readMembership } from "../cohorts/membership";
import {
  awardPass,
  NOTHING_EARNED,
  passedProgress,
  passStep,
  recordReached,
  type Earned,
  type PassedProgress,
  type ProgressPatch,
} from "./pass";
import { findStep, readView, type LearnerView } from "./view";

// The one writer of a learner's step progress, attempts and review items: a learner's read (what
// opened since, and awards a crash left out), a saved answer, an evaluation, a coach's note or
// verdict, and a learner's request for a review. The attempt is the record of its review; the
// queue's item (`incubatorReviews`) is a projection of it, written here beside the attempt.

/** The learner's cohort and coach, as the queue's items carry them. */
type Placement = Pick<ReviewDoc, "cohortId" | "coachId">;
const NO_PLACEMENT: Placement = { cohortId: null, coachId: null };

/**
 * Read fresh (not through readMembership's 30 s memory) and, in a transaction, inside it: a coach
 * reassigned on another instance must not leave an item written after it with the old coach.
 */
async function readPlacement(uid: string, tx?: Transaction): Promise<Placement> {
  const ref = cohortMembers().doc(uid);
  const member = (tx ? await tx.get(ref) : await ref.get()).data();
  return member?.cohortId ? { cohortId: member.cohortId, coachId: member.coachId } : NO_PLACEMENT;
}

/** The review queue's item of an attempt: its open or resolved review (null: it never needed one). */
function reviewItemOf(uid: string, attemptId: string, attempt: AttemptDoc, placement: Placement): ReviewDoc | null {
  const { review } = attempt;
  if (!review) return null;
  return {
    ...placement,
    uid,
    attemptId,
    stepId: attempt.stepId,
    phaseKey: attempt.phaseKey,
    kind: review.kind,
    score: attempt.evaluation.score,
    open: review.resolvedAt === null,
    openedAt: review.openedAt,
    resolvedAt: review.resolvedAt,
  };
}

/** Writes an attempt whole, and its review item when it has a review. */
function writeAttempt(
  writer: Transaction | WriteBatch,
  uid: string,
  attemptId: string,
  attempt: AttemptDoc,
  placement: Placement,
) {
  // A transaction and a batch set alike; the cast picks one of their overloads.
  (writer as Transaction).set(incubatorAttempts(uid).doc(attemptId), attempt);
  const item = reviewItemOf(uid, attemptId, attempt, placement);
  if (item) (writer as Transaction).set(incubatorReviews().doc(reviewId(uid, attemptId)), item);
}

const mergeProgress = (writer: Transaction | WriteBatch, uid: string, stepId: string, patch: ProgressPatch) =>
  (writer as Transaction).set(incubatorStepProgress(uid).doc(stepId), patch, { merge: true });

// ---------- a learner's read ----------

/**
 * The learner's view for their own request. Reads once, then writes what the read shows missing,
 * once (docs/decisions/062-reads-that-write.md): a phase or step newly open (an admin's change can
 * open one when nothing runs for the learner, and a learner never loses a step they saw open), and
 * the awards of a passed step that a crash between an evaluation's result and its awards left out
 * (fixed ids: given once). Both are bounded: nothing is written once nothing is missing.
 */
export async function loadView(uid: string, clock: Clock): Promise<LearnerView> {
  let view = await readView(uid);
  const given = new Set(view.awards.map(({ id }) => id));
  const complete = new Set(view.roadmap.phases.filter((phase) => phase.complete && phase.total > 0).map((p) => p.key));
  for (const [stepId, progress] of view.progress) {
    const passed = progress.completed ? progress.passedAnswer : null;
    const step = view.content.steps.find((entry) => entry.id === stepId)?.data;
    if (!passed || !step) continue;
    const missing =
      !given.has(awardId("step_pass", stepId)) ||
      (passed.score >= HIGH_SCORE && !given.has(awardId("high_score", stepId))) ||
      (complete.has(step.phaseKey) && !given.has(awardId("phase_badge", step.phaseKey)));
    if (missing) view = (await awardPass(uid, view, findStep(view, stepId), { ...passed, at: passed.passedAt })).view;
  }
  await recordReached(uid, view, clock.now());
  return view;
}

/** Saves the learner's answer to a step (replacing the one saved before). */
export async function saveResponse(
  uid: string,
  stepId: string,
  patch: Required<Pick<ProgressPatch, "phaseKey" | "response">>,
) {
  const response = patch.response as NonNullable<StepProgressDoc["response"]>;
  await incubatorStepProgress(uid)
    .doc(stepId)
    .set({ ...patch, updatedAt: response.savedAt }, { merge: true });
}

// ---------- an evaluation ----------

export const newAttemptId = (uid: string) => incubatorAttempts(uid).doc().id;

/**
 * Stores one evaluation in one batch: the attempt (with a borderline verdict's review item), its
 * recommendations, the step's progress and the learner's activity; a pass goes on through
 * passStep. Answers the recommendations with their ids, what the pass earned and the view after it.
 */
export async function recordEvaluation(
  uid: string,
  view: LearnerView,
  saved: { attemptId: string; attempt: AttemptDoc; recommendations: RecommendationDoc[]; activity: NewActivity },
  clock: Clock,
): Promise<{ recommendations: StoredDoc<RecommendationDoc>[]; earned: Earned; view: LearnerView }> {
  const { attemptId } = saved;
  const attempt = await markedLate(uid, saved.attempt, clock);
  const { evaluation } = attempt;
  const pass = { attemptId, attempt, at: evaluation.evaluatedAt };
  const progress = view.progress.get(attempt.stepId) ?? null;
  // Only an attempt with a review (a borderline verdict) has a queue item to place.
  const placement = attempt.review ? await readPlacement(uid) : NO_PLACEMENT;
  const store = async (passed?: PassedProgress) => {
    const batch = db.batch();
    writeAttempt(batch, uid, attemptId, attempt, placement);
    const recommendations = saved.recommendations.map((data) => {
      const ref = incubatorRecommendations(uid).doc();
      batch.create(ref, data);
      return { id: ref.id, ref, data };
    });
    mergeProgress(batch, uid, attempt.stepId, {
      phaseKey: attempt.phaseKey,
      lastEvaluation: evaluation,
      recommendationIds: recommendations.map(({ id }) => id),
      bestScore: Math.max(progress?.bestScore ?? 0, evaluation.score),
      attemptCount: FieldValue.increment(1),
      updatedAt: pass.at,
      ...passed?.(progress, pass),
    });
    await recordActivity(uid, saved.activity, clock, { id: `incubator_${attemptId}`, writer: batch });
    await batch.commit();
    return { stored: recommendations, pass };
  };
  const {
    stored,
    earned,
    view: after,
  } = evaluation.passed ? await passStep(uid, view, store) : { ...(await store()), earned: NOTHING_EARNED, view };
  return { recommendations: stored, earned, view: after };
}

/** The attempt marked late when it came after its phase's cohort week was over (deadlines lock nothing). */
async function markedLate(uid: string, attempt: AttemptDoc, clock: Clock): Promise<AttemptDoc> {
  const membership = await readMembership(uid, clock);
  const late =
    membership !== null &&
    membership.cohort.stage !== "draft" &&
    isLate(membership.cohort, attempt.phaseKey, attempt.createdAt.toDate());
  return late ? { ...attempt, late: true } : attempt;
}

// ---------- coaches, and a learner's request for a review ----------

/** What a change to an attempt writes, decided from the attempt and its step's progress as they stand. */
export interface AttemptChange {
  attempt: Partial<Pick<AttemptDoc, "coachVerdict" | "coachNote" | "disputedAt">>;
  progress?: ProgressPatch;
  /** Opens the attempt's review with this kind (a dispute); otherwise the change resolves an open one. */
  opens?: NonNullable<AttemptDoc["review"]>["kind"];
  /** A coach's pass: the step's progress as passStep leaves it, its awards and the step it opens. */
  passes?: boolean;
  audit?: AuditEntryInput;
}

/**
 * Changes one attempt in one transaction with its step's progress, its review item and its audit
 * entry, so a double submit or two coaches at once see each other's change (`decide` refuses it).
 * A change that passes the step goes on through passStep, from `view`, the learner's view read
 * before it. Answers the attempt as it now stands.
 */
export async function changeAttempt(
  uid: string,
  attemptId: string,
  at: TimestampLike,
  decide: (attempt: StoredDoc<AttemptDoc>, progress: StepProgressDoc | null) => AttemptChange,
  view: LearnerView | null = null,
): Promise<StoredDoc<AttemptDoc>> {
  const store = (passed?: PassedProgress) =>
    runTransaction(async (tx) => {
      const ref = incubatorAttempts(uid).doc(attemptId);
      const attempt = (await tx.get(ref)).data();
      if (!attempt) throw notFound("Attempt not found");
      const progress = (await tx.get(incubatorStepProgress(uid).doc(attempt.stepId))).data() ?? null;
      const placement = await readPlacement(uid, tx);
      const change = decide({ id: attemptId, ref, data: attempt }, progress);
      const review = change.opens
        ? { kind: change.opens, openedAt: at, resolvedAt: null }
        : attempt.review && attempt.review.resolvedAt === null
          ? { ...attempt.review, resolvedAt: at }
          : attempt.review;
      const next: AttemptDoc = { ...attempt, ...change.attempt, review };
      const pass = change.passes && passed ? { attemptId, attempt: next, at } : null;
      writeAttempt(tx, uid, attemptId, next, placement);
      const patch = { ...change.progress, ...(pass ? passed!(progress, pass) : {}) };
      if (Object.keys(patch).length) mergeProgress(tx, uid, attempt.stepId, patch);
      if (change.audit) recordAudit(tx, change.audit);
      return { stored: { id: attemptId, ref, data: next }, pass };
    });
  return view ? (await passStep(uid, view, store)).stored : (await store()).stored;
}

// ---------- backfill ----------

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
      const passed = passedProgress(doc.data(), { attemptId: latest.id, attempt, at: attempt.createdAt });
      await doc.ref.set(passed, { merge: true });
      written++;
    }
  }
  return written;
}

import type { Timestamp } from "firebase-admin/firestore";
import { COACH_LIMITS } from "../../contract/incubator/coaching";
import { reviewId, type ReviewDoc } from "../../contract/incubator/coach";
import type { AttemptDoc, StepProgressDoc } from "../../contract/incubator/storage";
import { incubatorAttempts, incubatorReviews, incubatorStepProgress, type StoredDoc } from "../../lib/collections";
import { recordAudit, type AuditEntryInput } from "../../lib/audit-log";
import { notFound } from "../../lib/errors";
import { readPage } from "../../lib/paging";
import { runTransaction } from "../../lib/transaction";

// Coach review's reads and writes: a learner's attempts for admins, the review queue, and the
// changes a coach or a learner's "Ask my coach to review" make to an attempt.

export const readAttempt = async (uid: string, attemptId: string) =>
  (await incubatorAttempts(uid).doc(attemptId).get()).data();

/** A step's attempts, newest first, a page at a time. */
export async function readAttemptPage(uid: string, stepId: string, cursor: string | undefined) {
  const query = incubatorAttempts(uid).where("stepId", "==", stepId).orderBy("createdAt", "desc");
  return readPage(query, incubatorAttempts(uid), cursor, COACH_LIMITS.attemptsPage);
}

/** The queue's open items, oldest first, and how many are open in all. */
export async function readOpenReviews(cursor: string | undefined) {
  const open = incubatorReviews().where("open", "==", true);
  const [page, counted] = await Promise.all([
    readPage(open.orderBy("openedAt", "asc"), incubatorReviews(), cursor, COACH_LIMITS.queuePage),
    open.count().get(),
  ]);
  return { ...page, total: counted.data().count };
}

/** The learner's open review items (bounded by their steps: one open item per attempt, few open at once). */
export function readLearnerOpenReviews(uid: string) {
  return incubatorReviews().where("uid", "==", uid).where("open", "==", true).limit(100).get();
}

/** What a coach's (or a learner's) change writes, decided from the attempt and its step's progress as they stand. */
export interface AttemptChange {
  attempt: Partial<Pick<AttemptDoc, "coachVerdict" | "coachNote" | "disputedAt">>;
  /** Merged into the step's progress (FieldValue sentinels allowed). */
  progress?: Record<string, unknown>;
  /** Opens the attempt's review item with this kind (a dispute); else the change resolves an open one. */
  opens?: ReviewDoc["kind"];
  audit?: AuditEntryInput;
}

/**
 * Changes one attempt in one transaction with its step's progress, its review item and its audit
 * entry, so a double submit or two coaches at once see each other's change (`decide` refuses it).
 * Answers the attempt as it now stands.
 */
export function changeAttempt(
  uid: string,
  attemptId: string,
  at: Timestamp,
  decide: (attempt: StoredDoc<AttemptDoc>, progress: StepProgressDoc | null) => AttemptChange,
): Promise<StoredDoc<AttemptDoc>> {
  return runTransaction(async (tx) => {
    const attemptRef = incubatorAttempts(uid).doc(attemptId);
    const attempt = (await tx.get(attemptRef)).data();
    if (!attempt) throw notFound("Attempt not found");
    const progressRef = incubatorStepProgress(uid).doc(attempt.stepId);
    const reviewRef = incubatorReviews().doc(reviewId(uid, attemptId));
    const [progress, review] = await Promise.all([tx.get(progressRef), tx.get(reviewRef)]);
    const change = decide({ id: attemptId, ref: attemptRef, data: attempt }, progress.data() ?? null);

    const reviewState = change.opens
      ? { kind: change.opens, openedAt: at, resolvedAt: null }
      : attempt.review && attempt.review.resolvedAt === null
        ? { ...attempt.review, resolvedAt: at }
        : attempt.review;
    const next: AttemptDoc = { ...attempt, ...change.attempt, review: reviewState };
    tx.set(attemptRef, { ...change.attempt, review: reviewState }, { merge: true });
    if (change.progress) tx.set(progressRef, change.progress, { merge: true });
    if (change.opens)
      tx.set(reviewRef, {
        uid,
        attemptId,
        stepId: attempt.stepId,
        phaseKey: attempt.phaseKey,
        kind: change.opens,
        score: attempt.evaluation.score,
        open: true,
        openedAt: at,
        resolvedAt: null,
      });
    else if (review.data()?.open) tx.update(reviewRef, incubatorReviews.changes({ open: false, resolvedAt: at }));
    if (change.audit) recordAudit(tx, change.audit);
    return { id: attemptId, ref: attemptRef, data: next };
  });
}

import { toIso } from "../../contract/common";
import type { AttemptCoaching } from "../../contract/incubator/coaching";
import type { Attempt } from "../../contract/incubator/learner";
import type { AttemptDoc, StoredEvaluation } from "../../contract/incubator/storage";
import { Timestamp } from "firebase-admin/firestore";
import { allIncubatorAttempts } from "../../lib/collections";

// An attempt as learners and admins read it: the AI's evaluation, and the coaches' part beside it;
// and how many every learner made lately (the AI status counts the day's evaluations).

/** Every learner's attempts since `since`, counted by the server without reading them. */
export const countAttemptsSince = async (since: Date) =>
  (await allIncubatorAttempts().where("createdAt", ">=", Timestamp.fromDate(since)).count().get()).data().count;

export function toEvaluation(stored: StoredEvaluation) {
  return {
    passed: stored.passed,
    score: stored.score,
    passScore: stored.passScore,
    feedback: stored.feedback,
    nextHint: stored.nextHint,
    criteria: stored.criteria,
    evaluatedAt: toIso(stored.evaluatedAt),
  };
}

/** "Ask my coach to review": once per failed attempt, before any coach's verdict on it. */
export const mayAskForReview = (doc: AttemptDoc) =>
  !doc.evaluation.passed && doc.disputedAt === null && doc.coachVerdict === null;

/** The coaches' verdict, note and review of an attempt. */
export function coachingOf(doc: AttemptDoc): AttemptCoaching {
  const { coachVerdict: verdict, coachNote: note, review } = doc;
  return {
    verdict: verdict && {
      action: verdict.action,
      reason: verdict.reason,
      by: verdict.by.username,
      at: toIso(verdict.at),
    },
    note: note && { text: note.text, by: note.by.username, at: toIso(note.at) },
    review: review && { kind: review.kind, open: review.resolvedAt === null, openedAt: toIso(review.openedAt) },
    canAskForReview: mayAskForReview(doc),
  };
}

export function toAttempt(id: string, doc: AttemptDoc): Attempt {
  return {
    id,
    normalizedText: doc.normalizedText,
    rawInput: doc.rawInput,
    passed: doc.evaluation.passed,
    score: doc.evaluation.score,
    evaluation: toEvaluation(doc.evaluation),
    createdAt: toIso(doc.createdAt),
    ...(doc.late ? { late: true } : {}),
    coaching: coachingOf(doc),
  };
}

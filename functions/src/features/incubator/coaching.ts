import { toIso } from "../../contract/common";
import type { AttemptCoaching } from "../../contract/incubator/coaching";
import type { AttemptDoc } from "../../contract/incubator/storage";

/** The coaches' part of an attempt as learners and admins read it. */
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

/** "Ask my coach to review": once per failed attempt, before any coach's verdict on it. */
export const mayAskForReview = (doc: AttemptDoc) =>
  !doc.evaluation.passed && doc.disputedAt === null && doc.coachVerdict === null;

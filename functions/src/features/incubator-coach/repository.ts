import { COACH_LIMITS } from "../../contract/incubator/coaching";
import { incubatorAttempts, incubatorReviews } from "../../lib/collections";
import { readPage } from "../../lib/paging";

// What coaches read that learners never do: a learner's attempts page by page, and the review
// queue (written by the core's writer beside each attempt: domain/incubator/writer.ts).

/** A step's attempts, newest first, a page at a time. */
export async function readAttemptPage(uid: string, stepId: string, cursor: string | undefined) {
  const query = incubatorAttempts(uid).where("stepId", "==", stepId).orderBy("createdAt", "desc");
  return readPage(query, incubatorAttempts(uid), cursor, COACH_LIMITS.attemptsPage);
}

/** The queue's open items, oldest first, and how many are open in all; with a coach, only that coach's learners'. */
export async function readOpenReviews(cursor: string | undefined, coachId?: string) {
  const allOpen = incubatorReviews().where("open", "==", true);
  const open = coachId ? allOpen.where("coachId", "==", coachId) : allOpen;
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

import { FieldValue, Timestamp, type DocumentSnapshot } from "firebase-admin/firestore";
import { COHORT_LIMITS } from "../../contract/cohorts/common";
import {
  cohortPassId,
  weekStatsId,
  weekStatsShard,
  type CohortDoc,
  type CohortMemberDoc,
} from "../../contract/cohorts/storage";
import { weekAt } from "../../domain/cohorts/calendar";
import type { Content } from "../../domain/incubator/view";
import {
  cohortMembers,
  cohortPasses,
  cohortWeekStats,
  cohorts,
  incubatorStepProgress,
  readable,
  readList,
  type StoredDoc,
} from "../../lib/collections";
import { notFound } from "../../lib/errors";
import { runTransaction } from "../../lib/transaction";
import { memberFigures, type WorkChange } from "./figures";

// The cohort dashboard's Firestore side: the member's figures and the week shards the progress
// trigger keeps, and the dashboard's reads (the cohort, its week shards, one page of its roster).

/** Far above the Incubator's steps (as domain/incubator/view.ts's cap). */
const STEPS_CAP = 500;

/** The learner's cohort, or null when they are in none (every progress write asks: one read). */
export async function memberCohortId(uid: string): Promise<string | null> {
  return (await cohortMembers().doc(uid).get()).data()?.cohortId ?? null;
}

/**
 * Applies one progress write to the learner's cohort figures: the latest work, the failed
 * attempts, and on a pass the steps passed and phases complete (counted from the learner's passed
 * steps, so a retry writes the same) and the pass in its week's shard, once (`cohorts/{id}/passes`,
 * in the same transaction). A pass before the first week counts in week 1; after the last, in none.
 */
export async function recordWork(
  where: { uid: string; stepId: string; cohortId: string },
  change: WorkChange,
  /** The Incubator's content, read for a pass (its steps and phases count); null otherwise. */
  content: Content | null,
  now: Date,
) {
  const { uid, stepId, cohortId } = where;
  const memberRef = cohortMembers().doc(uid);
  await runTransaction(async (transaction) => {
    const [member, cohort] = await Promise.all([transaction.get(memberRef), transaction.get(cohorts().doc(cohortId))]);
    const stored = member.data();
    const calendar = cohort.data();
    if (stored?.cohortId !== cohortId || !calendar) return;
    const changes: Partial<CohortMemberDoc> = {};
    if (change.workedAt && (!stored.lastWorkedAt || stored.lastWorkedAt.toMillis() < change.workedAt.getTime()))
      changes.lastWorkedAt = Timestamp.fromDate(change.workedAt);
    if (change.failedAttempts !== null) changes.failedAttempts = change.failedAttempts;
    const week = Math.max(1, weekAt(calendar, change.workedAt ?? now));
    const passedWith = change.passed ? content : null;
    if (passedWith) {
      const passed = await transaction.get(incubatorStepProgress(uid).where("completed", "==", true).limit(STEPS_CAP));
      Object.assign(changes, memberFigures(passedWith, [...passed.docs.map((doc) => doc.id), stepId]));
    }
    const marker = cohortPasses(cohortId).doc(cohortPassId(uid, stepId));
    const shard = cohortWeekStats(cohortId).doc(weekStatsId(week, weekStatsShard(uid)));
    const [applied, shardDoc] =
      passedWith && week <= calendar.weeks
        ? await Promise.all([transaction.get(marker), transaction.get(shard)])
        : [null, null];
    if (Object.keys(changes).length) transaction.update(memberRef, cohortMembers.changes(changes));
    if (!applied || applied.exists || !shardDoc) return;
    transaction.create(marker, { uid, stepId, week, countedAt: Timestamp.fromDate(now) });
    if (shardDoc.exists) transaction.update(shard, cohortWeekStats.changes({ stepsPassed: FieldValue.increment(1) }));
    else transaction.create(shard, { week, shard: weekStatsShard(uid), checkIns: {}, stepsPassed: 1 });
  });
}

// ---------- the dashboard's reads ----------

export async function readCohort(cohortId: string): Promise<CohortDoc> {
  const cohort = (await cohorts().doc(cohortId).get()).data();
  if (!cohort) throw notFound("Unknown cohort");
  return cohort;
}

/** The cohort's week shards: at most weeks x COHORT_LIMITS.weekStatShards documents, whatever its size. */
export const readWeekShards = (cohortId: string, weeks: number) =>
  readList(cohortWeekStats(cohortId).limit(weeks * COHORT_LIMITS.weekStatShards));

/** The roster member a cursor names, in the cohort (404 otherwise, as every admin list's cursor). */
export async function rosterCursor(cohortId: string, uid: string): Promise<DocumentSnapshot<CohortMemberDoc>> {
  const snapshot = await cohortMembers().doc(uid).get();
  if (snapshot.data()?.cohortId !== cohortId) throw notFound("Unknown cursor");
  return snapshot;
}

/**
 * Up to `size` of the cohort's members coached by `coachId` (null: none yet), by name, after
 * `after`; `more` says whether the group holds more (one document read ahead).
 */
export async function coachGroup(
  cohortId: string,
  coachId: string | null,
  after: DocumentSnapshot<CohortMemberDoc> | null,
  size: number,
): Promise<{ docs: StoredDoc<CohortMemberDoc>[]; more: boolean; reads: number }> {
  const query = cohortMembers()
    .where("cohortId", "==", cohortId)
    .where("coachId", "==", coachId)
    .orderBy("name")
    .limit(size + 1);
  const docs = (await (after ? query.startAfter(after) : query).get()).docs;
  return { docs: readable(docs.slice(0, size)), more: docs.length > size, reads: Math.max(1, docs.length) };
}

import { FieldValue } from "firebase-admin/firestore";
import {
  checkInId,
  weekStatsId,
  weekStatsShard,
  type CheckInDoc,
  type CohortDoc,
  type CohortMemberDoc,
} from "../../contract/cohorts/storage";
import { COHORT_LIMITS } from "../../contract/cohorts/common";
import { checkIns, cohortMembers, cohorts, cohortWeekStats, readList } from "../../lib/collections";
import { runTransaction } from "../../lib/transaction";

// The learner's check-ins: their own documents, the member's last week checked in, and the
// cohort week's shard of figures the cohort dashboard reads, written together.

export const readCheckIn = async (uid: string, cohortId: string, week: number) =>
  (await checkIns(uid).doc(checkInId(cohortId, week)).get()).data() ?? null;

/** The learner's check-ins in a cohort: one a week, so at most as many as the longest cohort has weeks. */
export async function readCheckIns(uid: string, cohortId: string): Promise<CheckInDoc[]> {
  const docs = await readList(checkIns(uid).where("cohortId", "==", cohortId).limit(COHORT_LIMITS.weeksMax));
  return docs.map(({ data }) => data).sort((a, b) => a.week - b.week);
}

/** Where a check-in goes, and the document to store there given the week's check-in so far. */
export interface CheckInTarget {
  cohortId: string;
  week: number;
  make: (existing: CheckInDoc | null) => CheckInDoc;
}

/**
 * Writes a check-in in one transaction: the learner's document, the member's last week checked in,
 * and the learner's entry in the week's shard (set again on an edit, so it replaces, never adds).
 * `decide` sees the member and their cohort as they stand, and refuses (throws) or says where it goes.
 */
export function saveCheckIn(
  uid: string,
  decide: (member: CohortMemberDoc | null, cohort: CohortDoc | null) => CheckInTarget,
): Promise<CheckInDoc> {
  return runTransaction(async (tx) => {
    const memberRef = cohortMembers().doc(uid);
    const member = (await tx.get(memberRef)).data() ?? null;
    const cohort = member?.cohortId ? ((await tx.get(cohorts().doc(member.cohortId))).data() ?? null) : null;
    const { cohortId, week, make } = decide(member, cohort);
    const ref = checkIns(uid).doc(checkInId(cohortId, week));
    const doc = make((await tx.get(ref)).data() ?? null);
    const { revenue, clients, leads, hours, confidence } = doc;
    tx.set(ref, doc);
    if (member && week > member.lastCheckInWeek) tx.update(memberRef, cohortMembers.changes({ lastCheckInWeek: week }));
    const shard = weekStatsShard(uid);
    tx.set(
      cohortWeekStats(cohortId).doc(weekStatsId(week, shard)),
      // A shard's passes are counted elsewhere: increment(0) starts them at 0 and leaves them be.
      {
        week,
        shard,
        checkIns: { [uid]: { revenue, clients, leads, hours, confidence } },
        stepsPassed: FieldValue.increment(0),
      },
      { merge: true },
    );
    return doc;
  });
}

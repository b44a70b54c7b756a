import { z } from "zod/mini";
import type { Transaction } from "firebase-admin/firestore";
import { userDocSchema } from "../../contract/auth";
import { COHORT_LIMITS, pickCoach } from "../../contract/cohorts/common";
import { COHORT_LIST_PAGE } from "../../contract/cohorts/admin";
import type { CohortDoc, CohortMemberDoc } from "../../contract/cohorts/storage";
import { recordAudit, type AuditEntryInput } from "../../lib/audit-log";
import { cohortMembers, cohorts, incubatorReviews, readOnly, users } from "../../lib/collections";
import { db } from "../../lib/firebase";
import { readPage, pagesOf } from "../../lib/paging";
import { runTransaction } from "../../lib/transaction";

// Cohorts as the admin manages them: the cohort documents, their coaches and the coach each
// member has. A member's coach is also on their open review items (`incubatorReviews`), so the
// queue's "My learners" stays right when it changes.

/** Members given a coach in one transaction when the coaches change. */
const REBALANCE_PAGE = 20;
/** Open review items retagged in one batch. */
const REVIEWS_PAGE = 200;

export const readCohortPage = (cursor: string | undefined) =>
  readPage(cohorts().orderBy("startDate", "desc"), cohorts(), cursor, COHORT_LIST_PAGE);

export const readCohort = async (cohortId: string) => (await cohorts().doc(cohortId).get()).data() ?? null;

export async function createCohort(doc: CohortDoc, audit: (id: string) => AuditEntryInput): Promise<string> {
  const ref = cohorts().doc();
  await runTransaction(async (tx) => {
    tx.create(ref, doc);
    recordAudit(tx, audit(ref.id));
  });
  return ref.id;
}

/**
 * Changes a cohort by what `decide` answers from it as it stands, with its audit entry, in one
 * transaction. `decide` throws to refuse, or answers null to write nothing. Answers the cohort
 * after, or null when there is none.
 */
export function updateCohort(
  cohortId: string,
  decide: (before: CohortDoc) => { fields: Partial<CohortDoc>; audit: AuditEntryInput } | null,
): Promise<CohortDoc | null> {
  const ref = cohorts().doc(cohortId);
  return runTransaction(async (tx) => {
    const before = (await tx.get(ref)).data();
    if (!before) return null;
    const change = decide(before);
    if (!change) return before;
    tx.update(ref, cohorts.changes(change.fields));
    recordAudit(tx, change.audit);
    return { ...before, ...change.fields };
  });
}

const adminView = () => readOnly(users(), z.pick(userDocSchema, { name: true, role: true, isActive: true }));

/** Which of these users are active admins: only they may coach. */
export async function readActiveAdmins(uids: string[]): Promise<Set<string>> {
  if (!uids.length) return new Set();
  const snapshots = await db.getAll(...uids.map((uid) => adminView().doc(uid)));
  return new Set(
    snapshots.filter((snapshot) => snapshot.data()?.role === "admin" && snapshot.data()?.isActive).map(({ id }) => id),
  );
}

/** One page of the roster in joining order, optionally only one coach's learners. */
export function readRosterPage(cohortId: string, cursor: string | undefined, coachId?: string) {
  const inCohort = cohortMembers().where("cohortId", "==", cohortId);
  const query = coachId ? inCohort.where("coachId", "==", coachId) : inCohort;
  return readPage(query.orderBy("joinedAt", "asc"), cohortMembers(), cursor, COHORT_LIMITS.rosterPage);
}

// ---------- a member's coach ----------

interface Moved {
  uid: string;
  cohortId: string;
  coachId: string | null;
}

/** Loads without the coaches no one is left with who are no longer the cohort's. */
const trimmedLoads = (loads: Record<string, number>, coachIds: readonly string[]) =>
  Object.fromEntries(Object.entries(loads).filter(([id, load]) => load > 0 || coachIds.includes(id)));

/**
 * Gives each member the coach `choose` picks from the cohort as it stands in the transaction,
 * keeping the cohort's coachLoads. Answers who moved; their open review items are retagged after.
 */
function moveMembers(
  tx: Transaction,
  cohortId: string,
  cohort: CohortDoc,
  members: { id: string; data: CohortMemberDoc }[],
  choose: (member: CohortMemberDoc, loads: Record<string, number>) => string | null | undefined,
): Moved[] {
  const loads = { ...cohort.coachLoads };
  const moved: Moved[] = [];
  for (const { id, data } of members) {
    const coachId = choose(data, loads);
    if (coachId === undefined || coachId === data.coachId) continue;
    if (data.coachId) loads[data.coachId] = Math.max(0, (loads[data.coachId] ?? 0) - 1);
    if (coachId) loads[coachId] = (loads[coachId] ?? 0) + 1;
    tx.update(cohortMembers().doc(id), cohortMembers.changes({ coachId }));
    moved.push({ uid: id, cohortId, coachId });
  }
  if (moved.length)
    tx.update(cohorts().doc(cohortId), cohorts.changes({ coachLoads: trimmedLoads(loads, cohort.coachIds) }));
  return moved;
}

/** The learner's open review items, page by page, take their new coach and cohort. */
async function retagOpenReviews({ uid, cohortId, coachId }: Moved) {
  const open = incubatorReviews().where("uid", "==", uid).where("open", "==", true);
  for await (const docs of pagesOf(open, REVIEWS_PAGE)) {
    const batch = db.batch();
    for (const doc of docs) batch.update(doc.ref, incubatorReviews.changes({ cohortId, coachId }));
    await batch.commit();
  }
}

const chunks = <T>(list: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, index) => list.slice(index * size, (index + 1) * size));

export const NOT_MEMBER = "not-member";
export const NOT_COACH = "not-coach";

/**
 * Gives one member of the cohort one of its coaches, with the audit entry `audit` makes from the
 * coach before, then their open review items. Answers true, NOT_MEMBER or NOT_COACH to refuse,
 * null without the cohort.
 */
export async function reassignMember(
  cohortId: string,
  uid: string,
  coachId: string,
  audit: (before: string | null) => AuditEntryInput,
): Promise<true | typeof NOT_MEMBER | typeof NOT_COACH | null> {
  const answer = await runTransaction(async (tx) => {
    const [cohortSnap, memberSnap] = await Promise.all([
      tx.get(cohorts().doc(cohortId)),
      tx.get(cohortMembers().doc(uid)),
    ]);
    const cohort = cohortSnap.data();
    const member = memberSnap.data();
    if (!cohort) return null;
    if (!member || member.cohortId !== cohortId) return NOT_MEMBER;
    if (!cohort.coachIds.includes(coachId)) return NOT_COACH;
    const moved = moveMembers(tx, cohortId, cohort, [{ id: uid, data: member }], () => coachId);
    if (moved.length) recordAudit(tx, audit(member.coachId));
    return { uid, cohortId, coachId };
  });
  if (answer === null || typeof answer === "string") return answer;
  // Retagged even when the coach was already theirs: a retry finishes what a crash left.
  await retagOpenReviews(answer);
  return true;
}

/**
 * Sets the cohort's coaches with its audit entry, then gives every member without one, or whose
 * coach left the list, a coach balanced over the new list (`pickCoach`), a page of members per
 * transaction; with no coaches left, those members have none. Answers null without the cohort.
 */
export async function setCoaches(
  cohortId: string,
  coachIds: string[],
  audit: (before: string[]) => AuditEntryInput,
): Promise<boolean> {
  const ref = cohorts().doc(cohortId);
  const removed = await runTransaction(async (tx) => {
    const cohort = (await tx.get(ref)).data();
    if (!cohort) return null;
    tx.update(ref, cohorts.changes({ coachIds, coachLoads: trimmedLoads(cohort.coachLoads, coachIds) }));
    recordAudit(tx, audit(cohort.coachIds));
    const before = new Set([...cohort.coachIds, ...Object.keys(cohort.coachLoads)]);
    return [...before].filter((id) => !coachIds.includes(id));
  });
  if (removed === null) return false;
  const inCohort = cohortMembers().where("cohortId", "==", cohortId);
  const waiting = [
    ...(coachIds.length ? [inCohort.where("coachId", "==", null)] : []),
    // An `in` filter takes at most 30 values.
    ...chunks(removed, 30).map((ids) => inCohort.where("coachId", "in", ids)),
  ];
  for (const query of waiting) {
    // Each page moves its members out of the query, so the next read starts again from the top.
    for (;;) {
      const page = await query.limit(REBALANCE_PAGE).get();
      if (page.empty) break;
      const moved = await runTransaction(async (tx) => {
        const [cohortSnap, memberSnaps] = await Promise.all([
          tx.get(ref),
          tx.getAll(...page.docs.map((doc) => doc.ref)),
        ]);
        const cohort = cohortSnap.data();
        if (!cohort) return [];
        const members = memberSnaps.flatMap((snap) => {
          const data = snap.data();
          return data?.cohortId === cohortId ? [{ id: snap.id, data }] : [];
        });
        return moveMembers(tx, cohortId, cohort, members, (member, loads) =>
          member.coachId && cohort.coachIds.includes(member.coachId) ? undefined : pickCoach(cohort.coachIds, loads),
        );
      });
      await Promise.all(moved.map(retagOpenReviews));
      if (!moved.length) break;
    }
  }
  return true;
}

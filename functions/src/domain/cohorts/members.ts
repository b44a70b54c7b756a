import { Timestamp, type Transaction } from "firebase-admin/firestore";
import { pickCoach, type CohortStatus } from "../../contract/cohorts/common";
import { type CohortDoc, type CohortMemberDoc, NEW_MEMBER_FIGURES } from "../../contract/cohorts/storage";
import { recordAudit, type AuditEntryInput } from "../../lib/audit-log";
import { cohortMembers, cohorts, profiles, users } from "../../lib/collections";
import { conflict, notFound } from "../../lib/errors";
import { safeTimeZone } from "../../lib/schedule-time";
import { runTransaction } from "../../lib/transaction";
import { cohortStatus } from "./calendar";
import { forgetCohort, forgetMembership } from "./membership";

// Who is in a cohort: the one writer of `cohortMembers/{uid}` joining and leaving, with the
// cohort's own counts (memberCount, coachLoads, memberZones) in the same transaction, so the
// balancing and the sweeps never read counts that drift from the members. A learner is in at most
// one cohort that has not finished; a finished one goes to their history as completed.

/** Members one transaction adds at most: its reads and writes stay far under Firestore's 500. */
export const MEMBER_BATCH = 100;

export type AddOutcome =
  { outcome: "added"; coachId: string | null } | { outcome: "member" } | { outcome: "refused"; reason: string };

const STATUS_WORDS: Record<CohortStatus, string> = {
  draft: "a draft",
  open: "open for enrolment",
  running: "running",
  finished: "finished",
};

/** Why a learner in `other` may not join another cohort, or null when `other` is over. */
export function busyElsewhere(other: CohortDoc, at: Date): string | null {
  const status = cohortStatus(other, at);
  return status === "finished" ? null : `Already in the cohort ${other.name}, which is ${STATUS_WORDS[status]}`;
}

const bump = (counts: Record<string, number>, key: string | null, by: number) => {
  if (key === null) return counts;
  const next = { ...counts, [key]: (counts[key] ?? 0) + by };
  if (next[key]! <= 0) delete next[key];
  return next;
};

/** The cohort's counts with a member in or out. */
function counted(cohort: CohortDoc, member: Pick<CohortMemberDoc, "coachId" | "timeZone">, by: 1 | -1) {
  return {
    memberCount: Math.max(0, cohort.memberCount + by),
    coachLoads: bump(cohort.coachLoads, member.coachId, by),
    memberZones: bump(cohort.memberZones, member.timeZone, by),
  };
}

async function readCohortIn(tx: Transaction, cohortId: string) {
  const cohort = (await tx.get(cohorts().doc(cohortId))).data();
  if (!cohort) throw notFound("Cohort not found");
  return cohort;
}

/**
 * Adds learners to a cohort (at most MEMBER_BATCH) in one transaction, each with a coach picked
 * by the cohort's loads. Someone already in it changes nothing ("member"); someone in another
 * cohort that has not finished is refused. `audit` makes the batch's entry from who was added.
 */
export async function addMembers(
  cohortId: string,
  uids: string[],
  at: Date,
  audit?: (added: string[]) => AuditEntryInput,
): Promise<Map<string, AddOutcome>> {
  if (uids.length > MEMBER_BATCH) throw new Error(`addMembers takes at most ${MEMBER_BATCH} learners`);
  const outcomes = await runTransaction(async (tx) => {
    const cohort = await readCohortIn(tx, cohortId);
    const unique = [...new Set(uids)];
    const refs = unique.map((uid) => cohortMembers().doc(uid));
    const [memberSnaps, userSnaps, profileSnaps] = unique.length
      ? await Promise.all([
          tx.getAll(...refs),
          tx.getAll(...unique.map((uid) => users().doc(uid))),
          tx.getAll(...unique.map((uid) => profiles().doc(uid))),
        ])
      : [[], [], []];
    const existing = memberSnaps.map((snap) => snap.data() as CohortMemberDoc | undefined);
    const previousIds = [
      ...new Set(existing.flatMap((doc) => (doc?.cohortId && doc.cohortId !== cohortId ? [doc.cohortId] : []))),
    ];
    const previous = new Map<string, CohortDoc | undefined>();
    if (previousIds.length) {
      const snaps = await tx.getAll(...previousIds.map((id) => cohorts().doc(id)));
      snaps.forEach((snap, index) => previous.set(previousIds[index]!, snap.data() as CohortDoc | undefined));
    }

    const result = new Map<string, AddOutcome>();
    let counts = { memberCount: cohort.memberCount, coachLoads: cohort.coachLoads, memberZones: cohort.memberZones };
    const joinedAt = Timestamp.fromDate(at);
    unique.forEach((uid, index) => {
      const before = existing[index];
      const user = userSnaps[index]!.data() as { name: string; email: string; isActive: boolean } | undefined;
      if (!user?.isActive) return result.set(uid, { outcome: "refused", reason: "No active account" });
      if (before?.cohortId === cohortId) return result.set(uid, { outcome: "member" });
      const other = before?.cohortId ? previous.get(before.cohortId) : undefined;
      const busy = other ? busyElsewhere(other, at) : null;
      if (busy) return result.set(uid, { outcome: "refused", reason: busy });
      const history = [...(before?.history ?? [])];
      if (other && before?.cohortId && !history.some((entry) => entry.cohortId === before.cohortId))
        history.push({ cohortId: before.cohortId, cohortName: other.name, outcome: "completed", at: joinedAt });
      const coachId = pickCoach(cohort.coachIds, counts.coachLoads);
      const timeZone = safeTimeZone((profileSnaps[index]!.data() as { timeZone?: string } | undefined)?.timeZone);
      const member: CohortMemberDoc = {
        uid,
        cohortId,
        name: user.name,
        email: user.email,
        coachId,
        joinedAt,
        timeZone,
        ...NEW_MEMBER_FIGURES,
        history,
      };
      tx.set(refs[index]!, member);
      counts = { ...counts, ...counted({ ...cohort, ...counts }, member, 1) };
      result.set(uid, { outcome: "added", coachId });
    });

    const added = [...result].flatMap(([uid, outcome]) => (outcome.outcome === "added" ? [uid] : []));
    if (added.length) {
      tx.update(cohorts().doc(cohortId), cohorts.changes({ ...counts, updatedAt: joinedAt }));
      if (audit) recordAudit(tx, audit(added));
    }
    return result;
  });
  for (const uid of uids) forgetMembership(uid);
  forgetCohort(cohortId);
  return outcomes;
}

/** The member's current doc in `cohortId`, or a 404. */
function memberOf(doc: CohortMemberDoc | undefined, cohortId: string): CohortMemberDoc {
  if (!doc || doc.cohortId !== cohortId) throw notFound("This learner is not in this cohort");
  return doc;
}

/**
 * Takes a learner out of a cohort: their work under `users/{uid}` stays as it is; the membership
 * keeps its history with "removed".
 */
export async function removeMember(cohortId: string, uid: string, at: Date, audit: AuditEntryInput): Promise<void> {
  await runTransaction(async (tx) => {
    const ref = cohortMembers().doc(uid);
    const [cohort, snap] = await Promise.all([readCohortIn(tx, cohortId), tx.get(ref)]);
    const member = memberOf(snap.data(), cohortId);
    const when = Timestamp.fromDate(at);
    tx.update(
      ref,
      cohortMembers.changes({
        cohortId: null,
        coachId: null,
        history: [...member.history, { cohortId, cohortName: cohort.name, outcome: "removed", at: when }],
      }),
    );
    tx.update(cohorts().doc(cohortId), cohorts.changes({ ...counted(cohort, member, -1), updatedAt: when }));
    recordAudit(tx, audit);
  });
  forgetMembership(uid);
  forgetCohort(cohortId);
}

/**
 * Moves a learner to a later cohort (one that starts after theirs and has not finished), with a
 * coach of that cohort. Their work and its figures go with them; the week's check-ins start again.
 */
export async function moveMember(
  cohortId: string,
  uid: string,
  toCohortId: string,
  at: Date,
  audit: (coachId: string | null) => AuditEntryInput,
): Promise<void> {
  if (toCohortId === cohortId) throw conflict("The learner is already in this cohort");
  await runTransaction(async (tx) => {
    const ref = cohortMembers().doc(uid);
    const [from, to, snap] = await Promise.all([readCohortIn(tx, cohortId), readCohortIn(tx, toCohortId), tx.get(ref)]);
    const member = memberOf(snap.data(), cohortId);
    if (to.startDate <= from.startDate) throw conflict("A learner moves only to a cohort that starts later");
    if (cohortStatus(to, at) === "finished") throw conflict(`The cohort ${to.name} has finished`);
    const when = Timestamp.fromDate(at);
    const coachId = pickCoach(to.coachIds, to.coachLoads);
    const moved = { ...member, cohortId: toCohortId, coachId, joinedAt: when, lastCheckInWeek: 0 };
    tx.update(
      ref,
      cohortMembers.changes({
        cohortId: toCohortId,
        coachId,
        joinedAt: when,
        lastCheckInWeek: 0,
        history: [...member.history, { cohortId, cohortName: from.name, outcome: "moved", at: when }],
      }),
    );
    tx.update(cohorts().doc(cohortId), cohorts.changes({ ...counted(from, member, -1), updatedAt: when }));
    tx.update(cohorts().doc(toCohortId), cohorts.changes({ ...counted(to, moved, 1), updatedAt: when }));
    recordAudit(tx, audit(coachId));
  });
  forgetMembership(uid);
  forgetCohort(cohortId);
  forgetCohort(toCohortId);
}

import { FieldPath, type Query, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { z } from "zod/mini";
import { type CohortDoc, type CohortMemberDoc } from "../../contract/cohorts/storage";
import { reviewDocSchema } from "../../contract/incubator/coach";
import { profileDocSchema } from "../../contract/profile";
import * as collections from "../../lib/collections";
import { db } from "../../lib/firebase";
import { runTransaction } from "../../lib/transaction";

// What the nudges read: the cohorts taking part, their members filtered by zone and by the
// condition's field (so a sweep reads only the learners it may message), the coaches' zones and
// the open reviews of a coach's learners. And the one write of their own: a member's zone.

const { cohorts, cohortMembers, messages, readable } = collections;
const profileZones = () => collections.readOnly(collections.profiles(), z.pick(profileDocSchema, { timeZone: true }));
const openReviews = () => collections.readOnly(collections.incubatorReviews(), z.pick(reviewDocSchema, { uid: true }));

export const MEMBER_PAGE_SIZE = 200;
const COHORT_PAGE_SIZE = 50;
/** Firestore's `in` takes 30 values. */
const IN_LIMIT = 30;

/** Cohorts open for enrolment or past it (running and finished follow from the calendar), a page at a time. */
export async function* openCohortPages() {
  let last: QueryDocumentSnapshot<CohortDoc> | undefined;
  for (;;) {
    let query = cohorts().where("stage", "==", "open").orderBy(FieldPath.documentId()).limit(COHORT_PAGE_SIZE);
    if (last) query = query.startAfter(last);
    const docs = (await query.get()).docs;
    yield readable(docs);
    if (docs.length < COHORT_PAGE_SIZE) return;
    last = docs.at(-1);
  }
}

/** A condition on one of the member's figures: fewer phases complete, or an older check-in, than `below`. */
export interface Below {
  field: "phasesComplete" | "lastCheckInWeek";
  below: number;
}

const filtered = (query: Query<CohortMemberDoc>, { field, below }: Below) =>
  query.where(field, "<", below).orderBy(field).orderBy(FieldPath.documentId());

/** The members of a cohort living in `timeZone` whose figure is below the condition's, a page at a time. */
export async function* memberPages(cohortId: string, timeZone: string, condition: Below) {
  const base = cohortMembers().where("cohortId", "==", cohortId).where("timeZone", "==", timeZone);
  let last: QueryDocumentSnapshot<CohortMemberDoc> | undefined;
  for (;;) {
    let query = filtered(base, condition).limit(MEMBER_PAGE_SIZE);
    if (last) query = query.startAfter(last);
    const docs = (await query.get()).docs;
    if (docs.length) yield readable(docs).map(({ data }) => data);
    if (docs.length < MEMBER_PAGE_SIZE) return;
    last = docs.at(-1);
  }
}

/** A coach's learners in a cohort below the condition: the first `limit`, and how many there are. */
export async function coachLearnersBelow(cohortId: string, coachId: string, condition: Below, limit: number) {
  const base = filtered(cohortMembers().where("cohortId", "==", cohortId).where("coachId", "==", coachId), condition);
  const [first, counted] = await Promise.all([base.limit(limit).get(), base.count().get()]);
  return { names: readable(first.docs).map(({ data }) => data.name), count: counted.data().count };
}

/**
 * The open reviews of a coach's learners in a cohort: how many, and per learner (named) those among
 * the first `limit` of each page of learners. Pages of 30 learners, as `in` allows.
 */
export async function coachOpenReviews(cohortId: string, coachId: string, limit: number) {
  // Only the names are read: the member documents' converter would refuse a part of one.
  const learners = cohortMembers()
    .withConverter(null)
    .where("cohortId", "==", cohortId)
    .where("coachId", "==", coachId)
    .select("name")
    .orderBy(FieldPath.documentId());
  let count = 0;
  const perLearner = new Map<string, number>();
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = (await (last ? learners.startAfter(last) : learners).limit(IN_LIMIT).get()).docs;
    if (page.length) {
      const names = new Map(page.map((doc) => [doc.id, String(doc.get("name"))]));
      const reviews = openReviews()
        .where("open", "==", true)
        .where("uid", "in", [...names.keys()]);
      const [found, counted] = await Promise.all([
        perLearner.size < limit ? reviews.limit(limit).get() : null,
        reviews.count().get(),
      ]);
      count += counted.data().count;
      for (const doc of found?.docs ?? []) {
        const name = names.get(doc.data().uid) ?? "";
        perLearner.set(name, (perLearner.get(name) ?? 0) + 1);
      }
    }
    if (page.length < IN_LIMIT) return { count, perLearner: [...perLearner].slice(0, limit) };
    last = page.at(-1);
  }
}

/** Each coach's profile time zone (undefined when they have no profile). */
export async function readCoachZones(coachIds: readonly string[]) {
  if (!coachIds.length) return new Map<string, string | undefined>();
  const snapshots = await db.getAll(...coachIds.map((uid) => profileZones().doc(uid)));
  return new Map(snapshots.map((snapshot) => [snapshot.id, snapshot.exists ? snapshot.data()?.timeZone : undefined]));
}

export const messageExists = async (uid: string, id: string) => (await messages(uid).doc(id).get()).exists;

/**
 * A learner changed their profile's zone: their member document and their cohort's count of members
 * per zone follow, in one transaction. Nothing to do outside a cohort, or when already in that zone.
 */
export async function moveMemberZone(uid: string, timeZone: string): Promise<boolean> {
  return runTransaction(async (tx) => {
    const member = (await tx.get(cohortMembers().doc(uid))).data();
    if (!member?.cohortId || member.timeZone === timeZone) return false;
    const cohortRef = cohorts().doc(member.cohortId);
    const cohort = (await tx.get(cohortRef)).data();
    tx.update(cohortMembers().doc(uid), cohortMembers.changes({ timeZone }));
    if (cohort) {
      const zones = { ...cohort.memberZones };
      const left = (zones[member.timeZone] ?? 0) - 1;
      if (left > 0) zones[member.timeZone] = left;
      else delete zones[member.timeZone];
      zones[timeZone] = (zones[timeZone] ?? 0) + 1;
      tx.update(cohortRef, cohorts.changes({ memberZones: zones }));
    }
    return true;
  });
}

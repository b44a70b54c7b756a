import { AggregateField, FieldPath, Timestamp, type Query } from "firebase-admin/firestore";
import { z } from "zod/mini";
import { cohortDocSchema } from "../../contract/cohorts/storage";
import type { BroadcastDoc, CohortBroadcastDoc } from "../../contract/messages";
import {
  allBroadcastCounts,
  broadcastCounts,
  broadcastEmailJobs,
  broadcasts,
  cohortBroadcasts,
  cohortMembers,
  cohorts,
  curatedVideos,
  profiles,
  readList,
  readOnly,
  users,
} from "../../lib/collections";
import { db } from "../../lib/firebase";
import { readPage } from "../../lib/paging";

// The broadcasts the admin sends and lists, and what the stat cards count: Firestore count and
// sum aggregations, so no document is read, whatever the number of users. A broadcast's figures
// are its own (counted before the shards) plus its `broadcastCounts` shards.

/**
 * Stores a new broadcast, with its email job when `emailedAt` is given (features/email's trigger
 * runs the job: this is the hand-off); answers its id.
 */
export async function saveBroadcast(doc: BroadcastDoc, emailedAt: Date | null): Promise<string> {
  const ref = broadcasts().doc();
  const batch = db.batch();
  batch.create(ref, doc);
  if (emailedAt) {
    const now = Timestamp.fromDate(emailedAt);
    batch.create(broadcastEmailJobs().doc(ref.id), {
      cursor: null,
      queued: 0,
      done: false,
      createdAt: now,
      updatedAt: now,
    });
  }
  await batch.commit();
  return ref.id;
}

/** Sent broadcasts newest first, a page after the one named by `cursor`. */
export const readBroadcastPage = (limit: number, cursor: string | undefined) =>
  readPage(broadcasts().orderBy("createdAt", "desc"), broadcasts(), cursor, limit);

/** Each broadcast's read and read-or-dismissed counts summed over its shards (0 when none). */
export function readCountShards(ids: string[]) {
  return Promise.all(
    ids.map(async (id) => {
      const sums = await broadcastCounts(id)
        .aggregate({ read: AggregateField.sum("readCount"), engaged: AggregateField.sum("readOrDismissedCount") })
        .get();
      return { readCount: sums.data().read ?? 0, readOrDismissedCount: sums.data().engaged ?? 0 };
    }),
  );
}

export const readProfileTimeZone = async (uid: string) => (await profiles().doc(uid).get()).data()?.timeZone;

const counted = async (query: Query) => (await query.count().get()).data().count;

/** The stat cards' counts; "sent today" counts the broadcasts sent from `dayStart` to `now`. */
export async function countFigures(dayStart: Date, now: Date) {
  const [totalUsers, activeUsers, admins, totalVideos, activeVideos, sentToday, sent, shards] = await Promise.all([
    counted(users()),
    counted(users().where("isActive", "==", true)),
    counted(users().where("role", "==", "admin")),
    counted(curatedVideos()),
    counted(curatedVideos().where("isActive", "==", true)),
    counted(
      broadcasts()
        .where("createdAt", ">=", Timestamp.fromDate(dayStart))
        .where("createdAt", "<=", Timestamp.fromDate(now)),
    ),
    broadcasts()
      .aggregate({
        total: AggregateField.count(),
        reach: AggregateField.sum("reach"),
        readOrDismissed: AggregateField.sum("readOrDismissedCount"),
      })
      .get(),
    allBroadcastCounts()
      .aggregate({ engaged: AggregateField.sum("readOrDismissedCount") })
      .get(),
  ]);
  const figures = sent.data();
  const readOrDismissed = (figures.readOrDismissed ?? 0) + (shards.data().engaged ?? 0);
  return {
    totalUsers,
    activeUsers,
    admins,
    totalVideos,
    activeVideos,
    sentToday,
    broadcasts: { total: figures.total, reach: figures.reach ?? 0, readOrDismissed },
  };
}

// ---------- broadcasts to one cohort ----------

const cohortView = () =>
  readOnly(
    cohorts(),
    z.pick(cohortDocSchema, {
      name: true,
      startDate: true,
      weeks: true,
      timeZone: true,
      stage: true,
      memberCount: true,
    }),
  );

export const readCohort = async (cohortId: string) => (await cohortView().doc(cohortId).get()).data();

/** Cohorts set open for enrolment (open, running or finished by the calendar), the first `limit` by name. */
export async function readOpenCohorts(limit: number) {
  return readList(cohortView().where("stage", "==", "open").orderBy("name").limit(limit));
}

/** Stores a broadcast to one cohort: its trigger (triggers.ts) sends it member by member. Answers its id. */
export async function saveCohortBroadcast(doc: CohortBroadcastDoc): Promise<string> {
  const ref = cohortBroadcasts().doc();
  await ref.create(doc);
  return ref.id;
}

export const readCohortBroadcast = async (id: string) => (await cohortBroadcasts().doc(id).get()).data();

export const saveCohortBroadcastProgress = (
  id: string,
  progress: Pick<CohortBroadcastDoc, "cursor" | "sent" | "done" | "updatedAt">,
) => cohortBroadcasts().doc(id).update(cohortBroadcasts.changes(progress));

/** The uids of a cohort's current members after `cursor`, in uid order, a page at a time. */
export async function readMemberUids(cohortId: string, cursor: string | null, limit: number): Promise<string[]> {
  let query = cohortMembers()
    .withConverter(null)
    .where("cohortId", "==", cohortId)
    .select()
    .orderBy(FieldPath.documentId())
    .limit(limit);
  if (cursor) query = query.startAfter(cursor);
  return (await query.get()).docs.map((doc) => doc.id);
}

import { AggregateField, Timestamp, type Query } from "firebase-admin/firestore";
import type { BroadcastDoc } from "../../contract/messages";
import {
  allBroadcastCounts,
  broadcastCounts,
  broadcastEmailJobs,
  broadcasts,
  curatedVideos,
  profiles,
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

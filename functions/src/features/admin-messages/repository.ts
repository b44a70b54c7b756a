import { AggregateField, Timestamp, type Query } from "firebase-admin/firestore";
import type { BroadcastDoc } from "../../contract/messages";
import { allBroadcastCounts, broadcastCounts, broadcasts, curatedVideos, profiles, users } from "../../lib/collections";
import { readPage } from "../../lib/paging";

// The broadcasts the admin sends and lists, and what the stat cards count: Firestore count and
// sum aggregations, so no document is read, whatever the number of users. A broadcast's figures
// are its own (counted before the shards) plus its `broadcastCounts` shards.

/** Stores a new broadcast; answers its id. */
export async function saveBroadcast(doc: BroadcastDoc): Promise<string> {
  const ref = broadcasts().doc();
  await ref.create(doc);
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

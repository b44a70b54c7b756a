import { createHash } from "node:crypto";
import { FieldValue, Timestamp, type DocumentSnapshot, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import type { InboxDoc } from "../../contract/inbox";
import {
  learningPathFieldsSchema,
  pathVideoFieldsSchema,
  watchedVideoFieldsSchema,
  BROADCAST_COUNT_SHARDS,
  type BroadcastDoc,
  type BroadcastStateDoc,
  type ContentBatchDoc,
  type ReminderDoc,
} from "../../contract/messages";
import * as collections from "../../lib/collections";
import { createdOnce, db } from "../../lib/firebase";
import { pagesOf } from "../../lib/paging";
import { runTransaction } from "../../lib/transaction";

// The inbox (`users/{uid}/messages`, `broadcasts` and each user's `broadcastStates`), the timed
// reminders, the New Content batches, and the learner's documents the automated messages read.

const {
  activities,
  broadcastCounts,
  broadcasts,
  broadcastStates,
  contentAnnouncements,
  contentBatches,
  messages,
  profiles,
  readable,
  readList,
  readOnly,
  reminders,
  users,
} = collections;

// The learning feature's documents, read through the few fields the automated messages use.
const watchedVideos = (uid: string) => readOnly(collections.watchedVideos(uid), watchedVideoFieldsSchema);
const learningPaths = () => readOnly(collections.learningPaths(), learningPathFieldsSchema);
const pathVideos = (pathId: string) => readOnly(collections.pathVideos(pathId), pathVideoFieldsSchema);

const PENDING_BATCH_ID = "pending";

// ---------- accounts and profiles ----------

/** When the account was created (broadcasts reach the users who existed when they were sent). */
export const readAccountCreatedAt = async (uid: string) => (await users().doc(uid).get()).data()?.createdAt;

export const userExists = async (uid: string) => (await users().doc(uid).get()).exists;

export const readProfile = async (uid: string) => (await profiles().doc(uid).get()).data();

// ---------- the inbox ----------

/** The user's personal messages not dismissed, newest first, before `before` when given. */
export async function readPersonalMessages(uid: string, limit: number, before: Timestamp | null) {
  let query = messages(uid).where("dismissed", "==", false).orderBy("createdAt", "desc").limit(limit);
  if (before) query = query.where("createdAt", "<", before);
  return readable((await query.get()).docs).map(({ id, data }) => ({ id, ...data }));
}

/**
 * The broadcasts sent since `since` (and before `before`), newest first, with the user's states
 * of them, fetched in chunks until `limit` are not dismissed.
 */
export async function readVisibleBroadcasts(uid: string, since: Timestamp, before: Timestamp | null, limit: number) {
  const found: { broadcasts: InboxDoc<BroadcastDoc>[]; states: InboxDoc<BroadcastStateDoc>[] } = {
    broadcasts: [],
    states: [],
  };
  let visible = 0;
  let last: DocumentSnapshot | null = null;
  // Bounded: a user who dismissed thousands of broadcasts sees a short page rather than a slow one.
  for (let round = 0; round < 5 && visible < limit; round++) {
    let query = broadcasts().where("createdAt", ">=", since).orderBy("createdAt", "desc").limit(limit);
    if (before) query = query.where("createdAt", "<", before);
    if (last) query = query.startAfter(last);
    const docs = (await query.get()).docs;
    if (docs.length === 0) break;
    const shown = readable(docs);
    const states = shown.length ? await db.getAll(...shown.map(({ id }) => broadcastStates(uid).doc(id))) : [];
    shown.forEach(({ id, data }, index) => {
      // getAll reads through each reference's converter, but types its answers as plain data.
      const state = states[index]!.data() as BroadcastStateDoc | undefined;
      if (!state?.dismissed) visible++;
      found.broadcasts.push({ id, ...data });
      if (state) found.states.push({ id, ...state });
    });
    if (docs.length < limit) break;
    last = docs[docs.length - 1]!;
  }
  return found;
}

export const readPersonalMessage = async (uid: string, id: string) => (await messages(uid).doc(id).get()).data();

/** A broadcast with the user's state of it (undefined before their first read or dismissal). */
export async function readBroadcastFor(uid: string, id: string) {
  const [broadcast, state] = await Promise.all([broadcasts().doc(id).get(), broadcastStates(uid).doc(id).get()]);
  return { broadcast: broadcast.data(), state: state.data() };
}

export async function markPersonalMessage(uid: string, id: string, change: { isRead?: true; dismissed?: true }) {
  await messages(uid).doc(id).update(messages.changes(change));
}

/** The figures' shard a user counts in: always the same for one user, spread over the shards. */
const countShardOf = (uid: string) =>
  `s${createHash("sha256").update(uid).digest().readUInt32BE(0) % BROADCAST_COUNT_SHARDS}`;

/**
 * A user's first read or dismissal of a broadcast, in one transaction with its figures: the read
 * count grows on the first read, the read-or-dismissed count on whichever comes first, each once
 * per user however often the learner clicks or retries. The counts go to a shard of the
 * broadcast's figures (contract/messages.ts `broadcastCountShardDocSchema`), not the broadcast.
 */
export async function changeBroadcastState(
  uid: string,
  broadcast: { id: string; createdAt: BroadcastDoc["createdAt"] },
  change: { isRead?: true; dismissed?: true },
  at: Date,
) {
  const stateRef = broadcastStates(uid).doc(broadcast.id);
  await runTransaction(async (tx) => {
    const before = (await tx.get(stateRef)).data();
    const isRead = before?.isRead ?? false;
    const dismissed = before?.dismissed ?? false;
    const after = { isRead: isRead || Boolean(change.isRead), dismissed: dismissed || Boolean(change.dismissed) };
    if (after.isRead === isRead && after.dismissed === dismissed) return;
    tx.set(stateRef, { ...after, updatedAt: Timestamp.fromDate(at), broadcastCreatedAt: broadcast.createdAt });
    const read = after.isRead && !isRead ? 1 : 0;
    const engaged = !isRead && !dismissed ? 1 : 0;
    if (read || engaged)
      tx.set(
        broadcastCounts(broadcast.id).doc(countShardOf(uid)),
        { readCount: FieldValue.increment(read), readOrDismissedCount: FieldValue.increment(engaged) },
        { merge: true },
      );
  });
}

// ---------- reminders ----------

/** Creates the reminder unless one with this id exists (a retried trigger). */
export async function createReminderOnce(id: string, doc: ReminderDoc): Promise<void> {
  await createdOnce(() => reminders().doc(id).create(doc));
}

/**
 * Sets the reminder unless the stored one has a later or equal numeric `basis` (a late duplicate
 * of an older event must not pull the reminder back), in one transaction.
 */
export async function moveReminderForward(id: string, doc: ReminderDoc): Promise<void> {
  const ref = reminders().doc(id);
  await runTransaction(async (tx) => {
    const current = await tx.get(ref);
    if (current.exists && Number(current.data()!.basis) >= Number(doc.basis)) return;
    tx.set(ref, doc);
  });
}

/** The reminders due by `now`, in pages of `pageSize` (at most `maxPages`), by due time. */
export async function* dueReminderPages(
  now: Date,
  pageSize: number,
  maxPages: number,
): AsyncGenerator<QueryDocumentSnapshot<ReminderDoc>[]> {
  let last: QueryDocumentSnapshot<ReminderDoc> | null = null;
  for (let page = 0; page < maxPages; page++) {
    let query = reminders().where("dueAt", "<=", Timestamp.fromDate(now)).orderBy("dueAt").limit(pageSize);
    if (last) query = query.startAfter(last);
    const docs = (await query.get()).docs;
    yield docs;
    if (docs.length < pageSize) return;
    last = docs[docs.length - 1]!;
  }
}

/** Removes a processed reminder unless it was moved meanwhile (its basis changed). */
export async function dropReminder(id: string, basis: string): Promise<void> {
  const ref = reminders().doc(id);
  await runTransaction(async (tx) => {
    const current = await tx.get(ref);
    if (current.exists && current.data()!.basis === basis) tx.delete(ref);
  });
}

// ---------- New Content batches ----------

/**
 * Adds a catalogue video to the pending batch (starting it as `fresh` when there is none) with
 * its `contentAnnouncements` guard, in one transaction; a video announced before is never added
 * again. Answers whether this call added it.
 */
export function joinContentBatch(
  videoId: string,
  title: string,
  fresh: ContentBatchDoc,
  at: Timestamp,
): Promise<boolean> {
  const ref = contentBatches().doc(PENDING_BATCH_ID);
  const guard = contentAnnouncements().doc(videoId);
  return runTransaction(async (tx) => {
    const [pending, announced] = await Promise.all([tx.get(ref), tx.get(guard)]);
    if (announced.exists) return false;
    tx.create(guard, { announcedAt: at });
    if (!pending.exists) tx.set(ref, fresh);
    else if (!pending.data()!.videoIds.includes(videoId))
      tx.update(
        ref,
        contentBatches.changes({ videoIds: FieldValue.arrayUnion(videoId), titles: FieldValue.arrayUnion(title) }),
      );
    return true;
  });
}

export const readPendingBatch = async () => (await contentBatches().doc(PENDING_BATCH_ID).get()).data();

/**
 * Turns the pending batch `batchId` into the broadcast `make` writes (under a deterministic id)
 * and removes it, in one transaction; false when that batch is no longer pending.
 */
export function announceBatch(batchId: string, make: (batch: ContentBatchDoc) => BroadcastDoc): Promise<boolean> {
  const ref = contentBatches().doc(PENDING_BATCH_ID);
  return runTransaction(async (tx) => {
    const pending = (await tx.get(ref)).data();
    if (!pending || pending.batchId !== batchId) return false;
    tx.create(broadcasts().doc(`new-content-${batchId}`), make(pending));
    tx.delete(ref);
    return true;
  });
}

// ---------- the learner's week (the Weekly Progress Report) ----------

export async function hasActivitySince(uid: string, since: Timestamp): Promise<boolean> {
  return !(await activities(uid).where("createdAt", ">=", since).limit(1).get()).empty;
}

/** When the learner's activities since `since` happened, newest first. */
export async function activityTimesSince(uid: string, since: Timestamp, limit: number): Promise<Date[]> {
  const recent = await activities(uid).where("createdAt", ">=", since).orderBy("createdAt", "desc").limit(limit).get();
  return readable(recent.docs).map(({ data }) => data.createdAt.toDate());
}

/** How many videos the learner watched since `since`, and which. */
export async function watchedSince(uid: string, since: Timestamp, limit: number) {
  const watched = await watchedVideos(uid).where("watchedAt", ">=", since).limit(limit).get();
  return { count: watched.size, youtubeIds: new Set(readable(watched.docs).map(({ data }) => data.youtubeVideoId)) };
}

export async function pathsOf(uid: string, limit: number) {
  return readable((await learningPaths().where("userId", "==", uid).limit(limit).get()).docs);
}

export const readPathVideos = (pathId: string, limit: number) => readList(pathVideos(pathId).limit(limit));

/** For each YouTube video, whether the learner has watched it. */
export async function watchedFlags(uid: string, youtubeIds: string[]): Promise<boolean[]> {
  const states = await db.getAll(...youtubeIds.map((id) => watchedVideos(uid).doc(id)));
  return states.map((state) => state.exists);
}

// ---------- the backfill of broadcast states ----------

/** Every user's broadcast states as stored (older ones lack fields the schema now asks for). */
export const broadcastStatePages = (pageSize: number) => pagesOf(collections.allBroadcastStatesAsStored(), pageSize);

export const readBroadcastCreatedAt = async (id: string) => (await broadcasts().doc(id).get()).data()?.createdAt;

/** Gives the states their broadcasts' times, in one bulk write. */
export async function saveBroadcastTimes(
  states: { uid: string; broadcastId: string; broadcastCreatedAt: BroadcastDoc["createdAt"] }[],
): Promise<void> {
  const writer = db.bulkWriter();
  for (const { uid, broadcastId, broadcastCreatedAt } of states)
    void writer.update(broadcastStates(uid).doc(broadcastId), broadcastStates.changes({ broadcastCreatedAt }));
  await writer.close();
}

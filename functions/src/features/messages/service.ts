import { FieldValue, Timestamp, type DocumentSnapshot } from "firebase-admin/firestore";
import type { BroadcastDoc, BroadcastStateDoc, Message, MessageDoc } from "../../contract/messages";
import { inboxMessage, mergeInbox, type InboxDoc } from "../../contract/inbox";
import { notFound } from "../../lib/errors";
import type { Clock } from "../../lib/clock";
import { readable, users } from "../../lib/collections";
import { db } from "../../lib/firebase";
import { broadcastStates, broadcasts, isAlreadyExists, messages } from "./repository";
import { runTransaction } from "../../lib/transaction";
import type { MessageContent } from "../../lib/broadcasts";

/** Broadcasts reach the users who existed when they were sent (the same condition as the rules). */
async function accountCreatedAt(uid: string): Promise<Timestamp> {
  const user = await users().doc(uid).get();
  if (!user.exists) throw notFound("User not found");
  return user.data()!.createdAt as Timestamp;
}

/**
 * Sends a personal message under a deterministic id: a retried trigger or sweep
 * finds the id taken and sends nothing. Answers whether this call sent it.
 */
export async function sendPersonalMessage(
  uid: string,
  id: string,
  message: MessageContent,
  clock: Clock,
): Promise<boolean> {
  try {
    await messages(uid)
      .doc(id)
      .create({
        type: message.type,
        title: message.title,
        content: message.content,
        actionLabel: message.actionLabel ?? null,
        actionUrl: message.actionUrl ?? null,
        isRead: false,
        dismissed: false,
        createdAt: Timestamp.fromDate(clock.now()),
      });
    return true;
  } catch (error) {
    if (isAlreadyExists(error)) return false;
    throw error;
  }
}

/**
 * A user's broadcasts newest first, with the user's states of them, fetched in chunks until
 * `limit` are not dismissed.
 */
async function visibleBroadcasts(uid: string, since: Timestamp, before: Timestamp | null, limit: number) {
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

/** Personal messages merged with broadcasts, newest first, paged by `before`. */
export async function listInbox(uid: string, options: { limit: number; before?: string }): Promise<Message[]> {
  const since = await accountCreatedAt(uid);
  const before = options.before ? Timestamp.fromDate(new Date(options.before)) : null;
  let personalQuery = messages(uid).where("dismissed", "==", false).orderBy("createdAt", "desc").limit(options.limit);
  if (before) personalQuery = personalQuery.where("createdAt", "<", before);
  const [personal, shared] = await Promise.all([
    personalQuery.get(),
    visibleBroadcasts(uid, since, before, options.limit),
  ]);
  const own = readable(personal.docs).map(({ id, data }) => ({ id, ...data }));
  return mergeInbox(own, shared.broadcasts, shared.states).slice(0, options.limit);
}

type Target =
  { kind: "personal"; doc: MessageDoc } | { kind: "broadcast"; doc: BroadcastDoc; isRead: boolean; dismissed: boolean };

async function findMessage(uid: string, messageId: string): Promise<Target> {
  const personal = await messages(uid).doc(messageId).get();
  if (personal.exists) return { kind: "personal", doc: personal.data()! };
  const [since, broadcast, state] = await Promise.all([
    accountCreatedAt(uid),
    broadcasts().doc(messageId).get(),
    broadcastStates(uid).doc(messageId).get(),
  ]);
  if (!broadcast.exists || broadcast.data()!.createdAt.toMillis() < since.toMillis())
    throw notFound("Message not found");
  return {
    kind: "broadcast",
    doc: broadcast.data()!,
    isRead: state.data()?.isRead ?? false,
    dismissed: state.data()?.dismissed ?? false,
  };
}

/**
 * A user's first read or dismissal of a broadcast, in one transaction with its figures: the read
 * count grows on the first read, the read-or-dismissed count on whichever comes first, each once
 * per user however often the learner clicks or retries.
 */
async function changeBroadcastState(
  uid: string,
  broadcast: { id: string; createdAt: BroadcastDoc["createdAt"] },
  change: { isRead?: true; dismissed?: true },
  clock: Clock,
) {
  const broadcastId = broadcast.id;
  const stateRef = broadcastStates(uid).doc(broadcastId);
  await runTransaction(async (tx) => {
    const before = (await tx.get(stateRef)).data();
    const isRead = before?.isRead ?? false;
    const dismissed = before?.dismissed ?? false;
    const after = { isRead: isRead || Boolean(change.isRead), dismissed: dismissed || Boolean(change.dismissed) };
    if (after.isRead === isRead && after.dismissed === dismissed) return;
    tx.set(stateRef, { ...after, updatedAt: Timestamp.fromDate(clock.now()), broadcastCreatedAt: broadcast.createdAt });
    const counts: { readCount?: FieldValue; readOrDismissedCount?: FieldValue } = {};
    if (after.isRead && !isRead) counts.readCount = FieldValue.increment(1);
    if (!isRead && !dismissed) counts.readOrDismissedCount = FieldValue.increment(1);
    if (Object.keys(counts).length) tx.update(broadcasts().doc(broadcastId), broadcasts.changes(counts));
  });
}

/** Idempotent. A broadcast's read count grows once per user. */
export async function markRead(uid: string, messageId: string, clock: Clock): Promise<Message> {
  const target = await findMessage(uid, messageId);
  if (target.kind === "personal") {
    if (!target.doc.isRead)
      await messages(uid)
        .doc(messageId)
        .update(messages.changes({ isRead: true }));
    return inboxMessage(messageId, target.doc, true);
  }
  if (!target.isRead)
    await changeBroadcastState(uid, { id: messageId, createdAt: target.doc.createdAt }, { isRead: true }, clock);
  return inboxMessage(messageId, target.doc, true);
}

/** Idempotent: the message stays hidden from this user's inbox. */
export async function dismiss(uid: string, messageId: string, clock: Clock): Promise<void> {
  const target = await findMessage(uid, messageId);
  if (target.kind === "personal") {
    if (!target.doc.dismissed)
      await messages(uid)
        .doc(messageId)
        .update(messages.changes({ dismissed: true }));
    return;
  }
  if (!target.dismissed)
    await changeBroadcastState(uid, { id: messageId, createdAt: target.doc.createdAt }, { dismissed: true }, clock);
}

import { Timestamp } from "firebase-admin/firestore";
import type { BroadcastDoc, Message, MessageDoc } from "../../contract/messages";
import { inboxMessage, mergeInbox } from "../../contract/inbox";
import { notFound } from "../../lib/errors";
import type { Clock } from "../../lib/clock";
import {
  changeBroadcastState,
  markPersonalMessage,
  readAccountCreatedAt,
  readBroadcastFor,
  readPersonalMessage,
  readPersonalMessages,
  readVisibleBroadcasts,
} from "./repository";

/** Broadcasts reach the users who existed when they were sent (the same condition as the rules). */
async function accountCreatedAt(uid: string): Promise<Timestamp> {
  const createdAt = await readAccountCreatedAt(uid);
  if (!createdAt) throw notFound("User not found");
  return createdAt as Timestamp;
}

/** Personal messages merged with broadcasts, newest first, paged by `before`. */
export async function listInbox(uid: string, options: { limit: number; before?: string }): Promise<Message[]> {
  const since = await accountCreatedAt(uid);
  const before = options.before ? Timestamp.fromDate(new Date(options.before)) : null;
  const [own, shared] = await Promise.all([
    readPersonalMessages(uid, options.limit, before),
    readVisibleBroadcasts(uid, since, before, options.limit),
  ]);
  return mergeInbox(own, shared.broadcasts, shared.states).slice(0, options.limit);
}

type Target =
  { kind: "personal"; doc: MessageDoc } | { kind: "broadcast"; doc: BroadcastDoc; isRead: boolean; dismissed: boolean };

async function findMessage(uid: string, messageId: string): Promise<Target> {
  const personal = await readPersonalMessage(uid, messageId);
  if (personal) return { kind: "personal", doc: personal };
  const [since, { broadcast, state }] = await Promise.all([accountCreatedAt(uid), readBroadcastFor(uid, messageId)]);
  if (!broadcast || broadcast.createdAt.toMillis() < since.toMillis()) throw notFound("Message not found");
  return {
    kind: "broadcast",
    doc: broadcast,
    isRead: state?.isRead ?? false,
    dismissed: state?.dismissed ?? false,
  };
}

/** Idempotent. A broadcast's read count grows once per user. */
export async function markRead(uid: string, messageId: string, clock: Clock): Promise<Message> {
  const target = await findMessage(uid, messageId);
  if (target.kind === "personal") {
    if (!target.doc.isRead) await markPersonalMessage(uid, messageId, { isRead: true });
    return inboxMessage(messageId, target.doc, true);
  }
  if (!target.isRead)
    await changeBroadcastState(uid, { id: messageId, createdAt: target.doc.createdAt }, { isRead: true }, clock.now());
  return inboxMessage(messageId, target.doc, true);
}

/** Idempotent: the message stays hidden from this user's inbox. */
export async function dismiss(uid: string, messageId: string, clock: Clock): Promise<void> {
  const target = await findMessage(uid, messageId);
  if (target.kind === "personal") {
    if (!target.doc.dismissed) await markPersonalMessage(uid, messageId, { dismissed: true });
    return;
  }
  if (!target.dismissed)
    await changeBroadcastState(
      uid,
      { id: messageId, createdAt: target.doc.createdAt },
      { dismissed: true },
      clock.now(),
    );
}

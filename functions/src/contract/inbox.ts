import { compareText } from "./common";
import {
  broadcastDocSchema,
  broadcastStateDocSchema,
  messageDocSchema,
  type BroadcastDoc,
  type Message,
  type MessageDoc,
} from "./messages";

/** A document as read from Firestore, with its id beside its fields (reactfire's `idField`). */
export type InboxDoc = Record<string, unknown> & { id?: unknown };

/** A message or broadcast as the inbox shows it; absent actions are left out, not null. */
export function inboxMessage(id: string, doc: MessageDoc | BroadcastDoc, isRead: boolean): Message {
  return {
    id,
    type: doc.type,
    title: doc.title,
    content: doc.content,
    timestamp: doc.createdAt.toDate().toISOString(),
    isRead,
    ...(doc.actionLabel ? { actionLabel: doc.actionLabel } : {}),
    ...(doc.actionUrl ? { actionUrl: doc.actionUrl } : {}),
  };
}

/**
 * One inbox from its three sources (DECISIONS.md "Messages"): personal messages, broadcasts, and
 * the user's read/dismissed state of each broadcast. Newest first (ties by id); dismissed and
 * malformed documents are left out. The API and the live web panel both merge with this.
 */
export function mergeInbox(
  personal: readonly InboxDoc[],
  broadcasts: readonly InboxDoc[],
  states: readonly InboxDoc[],
): Message[] {
  const stateById = new Map<string, { isRead: boolean; dismissed: boolean }>();
  for (const raw of states) {
    const state = broadcastStateDocSchema.safeParse(raw);
    if (state.success) stateById.set(String(raw.id), state.data);
  }
  const merged: Message[] = [];
  for (const raw of personal) {
    const doc = messageDocSchema.safeParse(raw);
    if (doc.success && !doc.data.dismissed) merged.push(inboxMessage(String(raw.id), doc.data, doc.data.isRead));
  }
  for (const raw of broadcasts) {
    const doc = broadcastDocSchema.safeParse(raw);
    const state = stateById.get(String(raw.id));
    if (doc.success && !state?.dismissed) merged.push(inboxMessage(String(raw.id), doc.data, state?.isRead ?? false));
  }
  return merged.sort((a, b) => compareText(b.timestamp, a.timestamp) || compareText(a.id, b.id));
}

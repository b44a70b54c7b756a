import { compareText, toIso } from "./common";
import type { BroadcastDoc, BroadcastStateDoc, Message, MessageDoc } from "./messages";

/**
 * A document with its id beside its fields, as both readers give it: already checked against its
 * schema (the API's `readable`, the web's live layer), which also leaves malformed ones out.
 */
export type InboxDoc<T> = T & { id: string };

/** A message or broadcast as the inbox shows it; absent actions are left out, not null. */
export function inboxMessage(id: string, doc: MessageDoc | BroadcastDoc, isRead: boolean): Message {
  return {
    id,
    type: doc.type,
    title: doc.title,
    content: doc.content,
    timestamp: toIso(doc.createdAt),
    isRead,
    ...(doc.actionLabel ? { actionLabel: doc.actionLabel } : {}),
    ...(doc.actionUrl ? { actionUrl: doc.actionUrl } : {}),
  };
}

/**
 * One inbox from its three sources: personal messages, broadcasts, and
 * the user's read/dismissed state of each broadcast. Newest first (ties by id); dismissed ones are
 * left out. The API and the live web panel both merge with this.
 */
export function mergeInbox(
  personal: readonly InboxDoc<MessageDoc>[],
  broadcasts: readonly InboxDoc<BroadcastDoc>[],
  states: readonly InboxDoc<BroadcastStateDoc>[],
): Message[] {
  const stateById = new Map(states.map((state) => [state.id, state]));
  const merged: Message[] = [];
  for (const doc of personal) if (!doc.dismissed) merged.push(inboxMessage(doc.id, doc, doc.isRead));
  for (const doc of broadcasts) {
    const state = stateById.get(doc.id);
    if (!state?.dismissed) merged.push(inboxMessage(doc.id, doc, state?.isRead ?? false));
  }
  return merged.sort((a, b) => compareText(b.timestamp, a.timestamp) || compareText(a.id, b.id));
}

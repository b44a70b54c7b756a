import { broadcastDocSchema, broadcastStateDocSchema, messageDocSchema, type Message } from "@contract/messages";

export interface InboxMessage extends Omit<Message, "timestamp"> {
  timestamp: Date;
}

type RawDoc = Record<string, unknown> & { id?: unknown };

function withAction(doc: { actionLabel: string | null; actionUrl: string | null }) {
  return {
    ...(doc.actionLabel ? { actionLabel: doc.actionLabel } : {}),
    ...(doc.actionUrl ? { actionUrl: doc.actionUrl } : {}),
  };
}

/**
 * One inbox from the three live sources: personal messages, broadcasts and the user's
 * read/dismissed state of each broadcast. Newest first; dismissed and malformed ones left out.
 */
export function mergeInbox(personal: RawDoc[], broadcasts: RawDoc[], states: RawDoc[]): InboxMessage[] {
  const stateById = new Map<string, { isRead: boolean; dismissed: boolean }>();
  for (const raw of states) {
    const state = broadcastStateDocSchema.safeParse(raw);
    if (state.success) stateById.set(String(raw.id), state.data);
  }
  const merged: InboxMessage[] = [];
  for (const raw of personal) {
    const doc = messageDocSchema.safeParse(raw);
    if (!doc.success || doc.data.dismissed) continue;
    merged.push({
      id: String(raw.id),
      type: doc.data.type,
      title: doc.data.title,
      content: doc.data.content,
      timestamp: doc.data.createdAt.toDate(),
      isRead: doc.data.isRead,
      ...withAction(doc.data),
    });
  }
  for (const raw of broadcasts) {
    const doc = broadcastDocSchema.safeParse(raw);
    const state = stateById.get(String(raw.id));
    if (!doc.success || state?.dismissed) continue;
    merged.push({
      id: String(raw.id),
      type: doc.data.type,
      title: doc.data.title,
      content: doc.data.content,
      timestamp: doc.data.createdAt.toDate(),
      isRead: state?.isRead ?? false,
      ...withAction(doc.data),
    });
  }
  return merged.sort((a, b) => b.timestamp.getTime() - a.timestamp.getTime());
}

import {
  broadcastDocSchema,
  broadcastStateDocSchema,
  messageDocSchema,
  type Message,
  type MessageType,
} from "@contract/messages";
import { collection, limit, orderBy, query, Timestamp, where } from "firebase/firestore";
import { useMemo } from "react";
import { useFirestore, useFirestoreCollectionData } from "reactfire";
import { useSessionUser } from "@/lib/session-user";

/** How many of each source the live inbox follows. */
const LIVE_LIMIT = 50;

export interface InboxMessage extends Omit<Message, "timestamp"> {
  timestamp: Date;
}

export interface Inbox {
  status: "loading" | "error" | "success";
  messages: InboxMessage[];
}

function withAction(doc: { actionLabel: string | null; actionUrl: string | null }) {
  return {
    ...(doc.actionLabel ? { actionLabel: doc.actionLabel } : {}),
    ...(doc.actionUrl ? { actionUrl: doc.actionUrl } : {}),
  };
}

/**
 * The signed-in user's inbox, live: personal messages merged with broadcasts sent
 * since the account was created (the rules' own condition) and the user's
 * read/dismissed state of each broadcast. Newest first, dismissed ones left out.
 */
export function useInbox(): Inbox {
  const user = useSessionUser();
  const firestore = useFirestore();
  const queries = useMemo(
    () => ({
      personal: query(
        collection(firestore, "users", user.id, "messages"),
        where("dismissed", "==", false),
        orderBy("createdAt", "desc"),
        limit(LIVE_LIMIT),
      ),
      broadcasts: query(
        collection(firestore, "broadcasts"),
        where("createdAt", ">=", Timestamp.fromDate(new Date(user.createdAt))),
        orderBy("createdAt", "desc"),
        limit(LIVE_LIMIT),
      ),
      states: query(collection(firestore, "users", user.id, "broadcastStates"), limit(1000)),
    }),
    [firestore, user.id, user.createdAt],
  );
  const personal = useFirestoreCollectionData(queries.personal, { idField: "id" });
  const broadcasts = useFirestoreCollectionData(queries.broadcasts, { idField: "id" });
  const states = useFirestoreCollectionData(queries.states, { idField: "id" });

  const messages = useMemo(() => {
    const stateById = new Map<string, { isRead: boolean; dismissed: boolean }>();
    for (const raw of states.data ?? []) {
      const state = broadcastStateDocSchema.safeParse(raw);
      if (state.success) stateById.set(String(raw.id), state.data);
    }
    const merged: InboxMessage[] = [];
    for (const raw of personal.data ?? []) {
      const doc = messageDocSchema.safeParse(raw);
      if (!doc.success || doc.data.dismissed) continue;
      merged.push({
        id: String(raw.id),
        type: doc.data.type as MessageType,
        title: doc.data.title,
        content: doc.data.content,
        timestamp: doc.data.createdAt.toDate(),
        isRead: doc.data.isRead,
        ...withAction(doc.data),
      });
    }
    for (const raw of broadcasts.data ?? []) {
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
  }, [personal.data, broadcasts.data, states.data]);

  const sources = [personal.status, broadcasts.status, states.status];
  const status = sources.includes("error") ? "error" : sources.includes("loading") ? "loading" : "success";
  return { status, messages };
}

/** Unread messages: the home item's badge. */
export function useUnreadMessageCount(): number {
  return useInbox().messages.filter((message) => !message.isRead).length;
}

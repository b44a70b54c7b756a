import { collection, limit, orderBy, query, Timestamp, where } from "firebase/firestore";
import { useMemo } from "react";
import { useFirestore, useFirestoreCollectionData } from "reactfire";
import { useSessionUser } from "@/lib/session-user";
import { mergeInbox } from "@contract/inbox";
import type { Message } from "@contract/messages";

export type InboxMessage = Message;

/** How many of each source the live inbox follows. */
const LIVE_LIMIT = 50;

export interface Inbox {
  status: "loading" | "error" | "success";
  messages: InboxMessage[];
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

  const messages = useMemo(
    () => mergeInbox(personal.data ?? [], broadcasts.data ?? [], states.data ?? []),
    [personal.data, broadcasts.data, states.data],
  );

  const sources = [personal.status, broadcasts.status, states.status];
  const status = sources.includes("error") ? "error" : sources.includes("loading") ? "loading" : "success";
  return { status, messages };
}

/** Unread messages: the home item's badge. */
export function useUnreadMessageCount(): number {
  return useInbox().messages.filter((message) => !message.isRead).length;
}

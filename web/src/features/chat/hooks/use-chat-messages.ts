import { chatMessageDocSchema, type ChatMessageDoc } from "@contract/chat";
import { collection, limitToLast, orderBy, query } from "firebase/firestore";
import { useFirestore, useFirestoreCollectionData } from "reactfire";
import { liveConverter } from "@/lib/live-converter";

export type LiveChatMessage = ChatMessageDoc & { id: string };

/** How many of the latest messages the screen keeps live. */
const LIVE_MESSAGES = 100;

const converter = liveConverter(chatMessageDocSchema);

/** A session's latest messages, oldest first, live: the reply appears as soon as the server stores it. */
export function useChatMessages(sessionId: string) {
  const firestore = useFirestore();
  const messages = query(
    collection(firestore, "chatSessions", sessionId, "messages").withConverter(converter),
    orderBy("createdAt"),
    limitToLast(LIVE_MESSAGES),
  );
  return useFirestoreCollectionData(messages);
}

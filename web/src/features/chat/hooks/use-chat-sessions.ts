import { chatSessionDocSchema, type ChatSessionDoc } from "@contract/chat";
import { collection, limit, orderBy, query, where } from "firebase/firestore";
import { useFirestore, useFirestoreCollectionData } from "reactfire";
import { liveConverter } from "@/lib/live-converter";

export type LiveChatSession = ChatSessionDoc & { id: string };

const converter = liveConverter(chatSessionDocSchema);

/** The learner's chat sessions, most recently used first, live. */
export function useChatSessions(userId: string) {
  const firestore = useFirestore();
  const sessions = query(
    collection(firestore, "chatSessions").withConverter(converter),
    where("userId", "==", userId),
    orderBy("updatedAt", "desc"),
    limit(100),
  );
  return useFirestoreCollectionData(sessions);
}

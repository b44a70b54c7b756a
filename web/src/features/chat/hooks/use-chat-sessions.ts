import { chatSessionDocSchema, type ChatSessionDoc } from "@contract/chat";
import { LIST_CAP } from "@contract/learning";
import { useLiveCollection, type Live } from "@/lib/live-query";

export type LiveChatSession = Live<ChatSessionDoc>;

/** The learner's chat sessions, most recently used first, live. */
export function useChatSessions(userId: string) {
  return useLiveCollection(chatSessionDocSchema, {
    path: ["chatSessions"],
    where: [["userId", "==", userId]],
    orderBy: ["updatedAt", "desc"],
    max: LIST_CAP,
  });
}

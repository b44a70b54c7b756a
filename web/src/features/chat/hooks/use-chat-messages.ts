import type { ChatMessageDoc } from "@contract/chat";
import { liveQueries } from "@contract/live-queries";
import { useLiveQuery, type Live } from "@/lib/live-query";
import { useSessionUser } from "@/lib/session-user";

export type LiveChatMessage = Live<ChatMessageDoc>;

/** A session's latest messages, oldest first, live: the reply appears as soon as the server stores it. */
export function useChatMessages(sessionId: string) {
  return useLiveQuery(liveQueries.chatMessages(useSessionUser(), sessionId));
}

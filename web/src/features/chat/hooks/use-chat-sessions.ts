import type { ChatSessionDoc } from "@contract/chat";
import { liveQueries } from "@contract/live-queries";
import { useLiveCollection, type Live } from "@/lib/live-query";
import { useSessionUser } from "@/lib/session-user";

export type LiveChatSession = Live<ChatSessionDoc>;

/** The learner's chat sessions, most recently used first, live. */
export function useChatSessions() {
  return useLiveCollection(liveQueries.chatSessions(useSessionUser()));
}

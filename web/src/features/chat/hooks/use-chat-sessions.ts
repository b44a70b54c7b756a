import type { ChatSessionDoc } from "@contract/chat";
import { useLive, type Live } from "@/lib/live-query";

export type LiveChatSession = Live<ChatSessionDoc>;

/** The learner's chat sessions, most recently used first, live. */
export function useChatSessions() {
  return useLive("chatSessions");
}

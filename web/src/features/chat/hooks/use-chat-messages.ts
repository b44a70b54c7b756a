import { chatMessageDocSchema, type ChatMessageDoc } from "@contract/chat";
import { useLiveCollection, type Live } from "@/lib/live-query";

export type LiveChatMessage = Live<ChatMessageDoc>;

/** How many of the latest messages the screen keeps live. */
const LIVE_MESSAGES = 100;

/** A session's latest messages, oldest first, live: the reply appears as soon as the server stores it. */
export function useChatMessages(sessionId: string) {
  return useLiveCollection(chatMessageDocSchema, {
    path: ["chatSessions", sessionId, "messages"],
    orderBy: ["createdAt"],
    max: LIVE_MESSAGES,
    fromEnd: true,
  });
}

import { sendChatMessageResponseSchema } from "@contract/chat";
import { apiRequest } from "@/lib/api-client";
import { useSingleFlightMutation } from "@/lib/use-single-flight-mutation";

export function sendChatMessage(sessionId: string, content: string) {
  return apiRequest(`/chat-sessions/${encodeURIComponent(sessionId)}/messages`, {
    method: "POST",
    body: { content, role: "user" },
    schema: sendChatMessageResponseSchema,
    creates: true,
  });
}

/** The reply arrives in Firestore too; the live listener shows it, so nothing is cached here. */
export function useSendChatMessage(sessionId: string) {
  return useSingleFlightMutation({ mutationFn: (content: string) => sendChatMessage(sessionId, content) });
}

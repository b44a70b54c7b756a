import { sendChatMessageResponseSchema } from "@contract/chat";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { useIntentKey } from "@/lib/use-intent-key";

export function sendChatMessage(sessionId: string, content: string, idempotencyKey: string) {
  return apiRequest(`/chat-sessions/${encodeURIComponent(sessionId)}/messages`, {
    method: "POST",
    body: { content, role: "user" },
    schema: sendChatMessageResponseSchema,
    idempotencyKey,
  });
}

/** The reply arrives in Firestore too; the live listener shows it, so nothing is cached here. */
export function useSendChatMessage(sessionId: string) {
  const intent = useIntentKey();
  return useMutation({
    mutationFn: (content: string) => sendChatMessage(sessionId, content, intent.keyFor(content)),
    onSuccess: intent.done,
  });
}

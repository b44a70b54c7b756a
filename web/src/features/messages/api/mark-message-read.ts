import { messageSchema } from "@contract/messages";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export function markMessageRead(userId: string, messageId: string) {
  return apiRequest(`/users/${encodeURIComponent(userId)}/messages/${encodeURIComponent(messageId)}/read`, {
    method: "PATCH",
    body: {},
    schema: messageSchema,
  });
}

/** The inbox is live (Firestore), so there is no cache to update: the listener brings the change. */
export function useMarkMessageRead(userId: string) {
  return useMutation({ mutationFn: (messageId: string) => markMessageRead(userId, messageId) });
}

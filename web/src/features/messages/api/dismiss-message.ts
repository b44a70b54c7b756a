import { useMutation } from "@tanstack/react-query";
import { apiRequest, noContentSchema } from "@/lib/api-client";

export function dismissMessage(userId: string, messageId: string) {
  return apiRequest(`/users/${encodeURIComponent(userId)}/messages/${encodeURIComponent(messageId)}`, {
    method: "DELETE",
    schema: noContentSchema,
  });
}

export function useDismissMessage(userId: string) {
  return useMutation({ mutationFn: (messageId: string) => dismissMessage(userId, messageId) });
}

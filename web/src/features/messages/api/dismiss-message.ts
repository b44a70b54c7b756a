import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export function dismissMessage(userId: string, messageId: string) {
  return apiRequest<void>(`/users/${encodeURIComponent(userId)}/messages/${encodeURIComponent(messageId)}`, {
    method: "DELETE",
  });
}

export function useDismissMessage(userId: string) {
  return useMutation({ mutationFn: (messageId: string) => dismissMessage(userId, messageId) });
}

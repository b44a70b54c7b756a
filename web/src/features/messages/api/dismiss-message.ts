import { apiRequest, noContentSchema } from "@/lib/api-client";
import { useSingleFlightMutation } from "@/lib/use-single-flight-mutation";

export function dismissMessage(userId: string, messageId: string) {
  return apiRequest(`/users/${encodeURIComponent(userId)}/messages/${encodeURIComponent(messageId)}`, {
    method: "DELETE",
    schema: noContentSchema,
  });
}

export function useDismissMessage(userId: string) {
  return useSingleFlightMutation({ mutationFn: (messageId: string) => dismissMessage(userId, messageId) });
}

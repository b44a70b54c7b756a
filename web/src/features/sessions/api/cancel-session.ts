import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { useIntentKey } from "@/lib/use-intent-key";
import { learnerContract } from "./contract";
import { coachSlotsKey, sessionListKey } from "./query-keys";
import { updateCachedSession } from "./session-cache";

export function cancelSession(sessionId: string, reason: string, idempotencyKey: string) {
  return apiRequest(`/sessions/${encodeURIComponent(sessionId)}/cancel`, {
    method: "POST",
    body: reason.trim() ? { reason } : {},
    schema: async () => (await learnerContract()).learnerSessionSchema,
    idempotencyKey,
  });
}

/**
 * Cancels the session (always allowed; within 12 hours it is recorded as late). The cached session
 * follows; the list is asked again, as the upcoming session moves among the past ones and the
 * month's count may change.
 */
export function useCancelSession(sessionId: string) {
  const queryClient = useQueryClient();
  const intent = useIntentKey();
  return useMutation({
    mutationFn: (reason: string) => cancelSession(sessionId, reason, intent.keyFor(reason)),
    onSuccess: (session) => {
      intent.done();
      updateCachedSession(queryClient, sessionId, () => session);
      void queryClient.invalidateQueries({ queryKey: sessionListKey });
      void queryClient.invalidateQueries({ queryKey: coachSlotsKey(session.coachId) });
    },
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { useIntentKey } from "@/lib/use-intent-key";
import { learnerContract } from "./contract";
import { coachSlotsKey } from "./query-keys";
import { updateCachedSession } from "./session-cache";

export function rescheduleSession(sessionId: string, startsAt: string, idempotencyKey: string) {
  return apiRequest(`/sessions/${encodeURIComponent(sessionId)}/reschedule`, {
    method: "POST",
    body: { startsAt },
    schema: async () => (await learnerContract()).learnerSessionSchema,
    idempotencyKey,
  });
}

/** Moves the session to another free slot of its coach (until 12 hours before); the cached session follows. */
export function useRescheduleSession(sessionId: string, coachId: string) {
  const queryClient = useQueryClient();
  const intent = useIntentKey();
  return useMutation({
    mutationFn: (startsAt: string) => rescheduleSession(sessionId, startsAt, intent.keyFor(startsAt)),
    onSuccess: (session) => {
      intent.done();
      updateCachedSession(queryClient, sessionId, () => session);
    },
    // Either way the coach's slots changed: one freed and one taken, or taken by someone else.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: coachSlotsKey(coachId) }),
  });
}

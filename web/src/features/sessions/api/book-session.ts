import type { BookSessionRequest, LearnerSession } from "@contract/sessions/learner";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { useIntentKey } from "@/lib/use-intent-key";
import { learnerContract } from "./contract";
import { coachSlotsKey, sessionKey, sessionListKey } from "./query-keys";

export function bookSession(body: BookSessionRequest, idempotencyKey: string) {
  return apiRequest("/sessions", {
    method: "POST",
    body,
    schema: async () => (await learnerContract()).learnerSessionSchema,
    idempotencyKey,
  });
}

/**
 * Books a slot: the session's view has its answer at once; the list (the upcoming session, the
 * month's count) and the coach's slots are asked again. A 409 (the slot was taken meanwhile) leaves
 * the slots stale too; its body carries the fresh ones (slot-taken.ts).
 */
export function useBookSession() {
  const queryClient = useQueryClient();
  const intent = useIntentKey();
  return useMutation({
    mutationFn: (body: BookSessionRequest) => bookSession(body, intent.keyFor(body)),
    onSuccess: (session: LearnerSession) => {
      intent.done();
      queryClient.setQueryData(sessionKey(session.id), session);
      void queryClient.invalidateQueries({ queryKey: sessionListKey });
      void queryClient.invalidateQueries({ queryKey: coachSlotsKey(session.coachId) });
    },
    onError: (_error, body) => void queryClient.invalidateQueries({ queryKey: coachSlotsKey(body.coachId) }),
  });
}

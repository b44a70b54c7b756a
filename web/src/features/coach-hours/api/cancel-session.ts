import { coachCancelRequestSchema, coachSessionSummarySchema } from "@contract/sessions/coach";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod/mini";
import { apiRequest } from "@/lib/api-client";
import { coachSessionsKey } from "@/lib/query-keys";
import { useIntentKey } from "@/lib/use-intent-key";

export type CoachCancelRequest = z.infer<typeof coachCancelRequestSchema>;

export function cancelSession(sessionId: string, body: CoachCancelRequest, idempotencyKey: string) {
  return apiRequest(`/admin/sessions/${encodeURIComponent(sessionId)}/cancel`, {
    method: "POST",
    body,
    schema: coachSessionSummarySchema,
    idempotencyKey,
  });
}

/** The coach cancels a session, with a reason the learner sees; every coach-side session answer is read again. */
export function useCancelSession(sessionId: string) {
  const queryClient = useQueryClient();
  const intent = useIntentKey();
  return useMutation({
    mutationFn: (body: CoachCancelRequest) => cancelSession(sessionId, body, intent.keyFor(body)),
    onSuccess: () => {
      intent.done();
      void queryClient.invalidateQueries({ queryKey: coachSessionsKey });
    },
  });
}

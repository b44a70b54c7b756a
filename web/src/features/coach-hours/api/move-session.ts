import { coachMoveRequestSchema, coachSessionSummarySchema } from "@contract/sessions/coach";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod/mini";
import { apiRequest } from "@/lib/api-client";
import { coachSessionsKey } from "@/lib/query-keys";
import { useIntentKey } from "@/lib/use-intent-key";

export type CoachMoveRequest = z.infer<typeof coachMoveRequestSchema>;

/** A repeat of the same move (a retry after a lost answer) moves it once: one message to the learner. */
export function moveSession(sessionId: string, body: CoachMoveRequest, idempotencyKey: string) {
  return apiRequest(`/admin/sessions/${encodeURIComponent(sessionId)}/move`, {
    method: "POST",
    body,
    schema: coachSessionSummarySchema,
    idempotencyKey,
  });
}

/** The coach moves a session, with a reason the learner sees; every coach-side session answer is read again. */
export function useMoveSession(sessionId: string) {
  const queryClient = useQueryClient();
  const intent = useIntentKey();
  return useMutation({
    mutationFn: (body: CoachMoveRequest) => moveSession(sessionId, body, intent.keyFor(body)),
    onSuccess: () => {
      intent.done();
      void queryClient.invalidateQueries({ queryKey: coachSessionsKey });
    },
  });
}

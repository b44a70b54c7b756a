import { coachResponseSchema, type CoachNoteRequest } from "@contract/incubator/coach";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { useIntentKey } from "@/lib/use-intent-key";
import { attemptCoached } from "./coach-cache";

/** The coach's note on an attempt (it replaces an earlier one); a double submit notes once (Idempotency-Key). */
export function noteAttempt(learnerId: string, attemptId: string, note: CoachNoteRequest, idempotencyKey: string) {
  return apiRequest(
    `/admin/users/${encodeURIComponent(learnerId)}/incubator/attempts/${encodeURIComponent(attemptId)}/note`,
    { method: "POST", body: note, schema: coachResponseSchema, idempotencyKey },
  );
}

export function useNoteAttempt(learnerId: string) {
  const queryClient = useQueryClient();
  const intent = useIntentKey();
  return useMutation({
    mutationFn: ({ attemptId, note }: { attemptId: string; note: CoachNoteRequest }) =>
      noteAttempt(learnerId, attemptId, note, intent.keyFor({ attemptId, note })),
    onSuccess: (attempt) => {
      intent.done();
      attemptCoached(queryClient, learnerId, attempt);
    },
  });
}

import { coachResponseSchema, type CoachVerdictRequest } from "@contract/incubator/coach";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { useIntentKey } from "@/lib/use-intent-key";
import { attemptCoached } from "./coach-cache";

/**
 * The coach's pass of a failed attempt or request to revise a passed one, with its reason; the
 * AI's evaluation stays beside it. A double submit decides once (Idempotency-Key).
 */
export function setAttemptVerdict(
  learnerId: string,
  attemptId: string,
  verdict: CoachVerdictRequest,
  idempotencyKey: string,
) {
  return apiRequest(
    `/admin/users/${encodeURIComponent(learnerId)}/incubator/attempts/${encodeURIComponent(attemptId)}/verdict`,
    { method: "POST", body: verdict, schema: coachResponseSchema, idempotencyKey },
  );
}

export function useSetAttemptVerdict(learnerId: string) {
  const queryClient = useQueryClient();
  const intent = useIntentKey();
  return useMutation({
    mutationFn: ({ attemptId, verdict }: { attemptId: string; verdict: CoachVerdictRequest }) =>
      setAttemptVerdict(learnerId, attemptId, verdict, intent.keyFor({ attemptId, verdict })),
    onSuccess: (attempt) => {
      intent.done();
      attemptCoached(queryClient, learnerId, attempt);
    },
  });
}

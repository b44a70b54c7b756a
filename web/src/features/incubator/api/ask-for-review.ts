import type { IncubatorStep } from "@contract/incubator/learner";
import { askForReviewResponseSchema } from "@contract/incubator/coach";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { useIntentKey } from "@/lib/use-intent-key";
import { stepKey } from "./query-keys";

export function askForReview(attemptId: string, idempotencyKey: string) {
  return apiRequest(`/incubator/attempts/${encodeURIComponent(attemptId)}/review`, {
    method: "POST",
    body: {},
    schema: askForReviewResponseSchema,
    idempotencyKey,
  });
}

/** "Ask my coach to review": the attempt's coaching in the cached step follows without a refetch. */
export function useAskForReview(stepId: string) {
  const queryClient = useQueryClient();
  const intent = useIntentKey();
  return useMutation({
    mutationFn: (attemptId: string) => askForReview(attemptId, intent.keyFor(attemptId)),
    onSuccess: (result) => {
      intent.done();
      queryClient.setQueryData<IncubatorStep>(stepKey(stepId), (current) =>
        current
          ? {
              ...current,
              attempts: current.attempts.map((attempt) =>
                attempt.id === result.attemptId ? { ...attempt, coaching: result.coaching } : attempt,
              ),
            }
          : current,
      );
    },
  });
}

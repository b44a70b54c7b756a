import { evaluationResultSchema, type IncubatorOverview } from "@contract/incubator/learner";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { incubatorKey } from "@/lib/query-keys";
import { useIntentKey } from "@/lib/use-intent-key";
import { overviewKey } from "./query-keys";

export function evaluateAnswer(stepId: string, idempotencyKey: string) {
  return apiRequest(`/incubator/step/${encodeURIComponent(stepId)}/evaluate`, {
    method: "POST",
    body: {},
    schema: evaluationResultSchema,
    idempotencyKey,
  });
}

/** Evaluates the saved answer; then the progress, phases, steps and badges are read again. */
export function useEvaluateAnswer(stepId: string) {
  const queryClient = useQueryClient();
  const intent = useIntentKey();
  return useMutation({
    mutationFn: () => evaluateAnswer(stepId, intent.keyFor(stepId)),
    onSuccess: (result) => {
      intent.done();
      // The roadmap shows the new progress at once; its phases and badges, and the steps, come again.
      queryClient.setQueryData<IncubatorOverview>(
        overviewKey,
        (overview) => overview && { ...overview, progress: result.progress },
      );
      void queryClient.invalidateQueries({ queryKey: incubatorKey });
    },
  });
}

import { evaluationResultSchema } from "@contract/incubator";
import { useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { incubatorKey } from "@/lib/query-keys";
import { useSingleFlightMutation } from "@/lib/use-single-flight-mutation";
import { overviewQuery } from "./get-overview";

export function evaluateAnswer(stepId: string) {
  return apiRequest(`/incubator/step/${encodeURIComponent(stepId)}/evaluate`, {
    method: "POST",
    body: {},
    schema: evaluationResultSchema,
    creates: true,
  });
}

/** Evaluates the saved answer; then the progress, phases, steps and badges are read again. */
export function useEvaluateAnswer(stepId: string) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: () => evaluateAnswer(stepId),
    onSuccess: (result) => {
      // The roadmap shows the new progress at once; its phases and badges, and the steps, come again.
      queryClient.setQueryData(
        overviewQuery.queryKey,
        (overview) => overview && { ...overview, progress: result.progress },
      );
      void queryClient.invalidateQueries({ queryKey: incubatorKey });
    },
  });
}

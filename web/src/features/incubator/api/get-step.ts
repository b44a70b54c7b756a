import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { stepKey } from "./query-keys";

export function getStep(stepId: string) {
  // Its schema is in a back-office chunk (web/vite.config.ts): the first answer is asked for beside it.
  return apiRequest(`/incubator/step/${encodeURIComponent(stepId)}`, {
    schema: async () => (await import("@contract/incubator/learner")).incubatorStepSchema,
  });
}

/** Also what the route's loader prefetches (../loader.ts). */
export const stepQuery = (stepId: string) =>
  queryOptions({ queryKey: stepKey(stepId), queryFn: () => getStep(stepId) });

export function useStep(stepId: string) {
  return useQuery(stepQuery(stepId));
}

import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { phaseStepsKey } from "./query-keys";

export function getPhaseSteps(phaseKey: string) {
  // Its schema is in a back-office chunk (web/vite.config.ts): the first answer is asked for beside it.
  return apiRequest(`/incubator/phase/${encodeURIComponent(phaseKey)}/steps`, {
    schema: async () => (await import("@contract/incubator/learner")).phaseStepsResponseSchema,
  });
}

/** Also what the route's loader prefetches (../loader.ts). */
export const phaseStepsQuery = (phaseKey: string) =>
  queryOptions({ queryKey: phaseStepsKey(phaseKey), queryFn: () => getPhaseSteps(phaseKey) });

export function usePhaseSteps(phaseKey: string) {
  return useQuery(phaseStepsQuery(phaseKey));
}

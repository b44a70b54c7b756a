import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { planKey } from "./query-keys";

export function getPlan() {
  // Its schema is in a back-office chunk (web/vite.config.ts): the first answer is asked for beside it.
  return apiRequest("/incubator/me/plan", {
    schema: async () => (await import("@contract/incubator/plan")).incubatorPlanSchema,
  });
}

/** Also what the route's loader prefetches (../loader.ts). */
export const planQuery = queryOptions({ queryKey: planKey, queryFn: getPlan });

export function usePlan() {
  return useQuery(planQuery);
}

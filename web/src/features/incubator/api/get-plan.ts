import { incubatorPlanSchema } from "@contract/incubator-plan";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { planKey } from "./query-keys";

export function getPlan() {
  return apiRequest("/incubator/me/plan", { schema: incubatorPlanSchema });
}

/** Also what the route's loader prefetches (app/routes.tsx). */
export const planQuery = queryOptions({ queryKey: planKey, queryFn: getPlan });

export function usePlan() {
  return useQuery(planQuery);
}

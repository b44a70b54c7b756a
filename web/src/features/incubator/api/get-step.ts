import { incubatorStepSchema } from "@contract/incubator";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { stepKey } from "./query-keys";

export function getStep(stepId: string) {
  return apiRequest(`/incubator/step/${encodeURIComponent(stepId)}`, { schema: incubatorStepSchema });
}

/** Also what the route's loader prefetches (app/routes.tsx). */
export const stepQuery = (stepId: string) =>
  queryOptions({ queryKey: stepKey(stepId), queryFn: () => getStep(stepId) });

export function useStep(stepId: string) {
  return useQuery(stepQuery(stepId));
}

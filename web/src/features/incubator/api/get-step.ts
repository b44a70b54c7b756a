import { incubatorStepSchema } from "@contract/incubator";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { stepKey } from "./query-keys";

export function getStep(stepId: string) {
  return apiRequest(`/incubator/step/${encodeURIComponent(stepId)}`, { schema: incubatorStepSchema });
}

export function useStep(stepId: string) {
  return useQuery({ queryKey: stepKey(stepId), queryFn: () => getStep(stepId) });
}

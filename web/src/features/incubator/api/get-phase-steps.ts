import { phaseStepsResponseSchema } from "@contract/incubator";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { phaseStepsKey } from "./query-keys";

export function getPhaseSteps(phaseKey: string) {
  return apiRequest(`/incubator/phase/${encodeURIComponent(phaseKey)}/steps`, { schema: phaseStepsResponseSchema });
}

export function usePhaseSteps(phaseKey: string) {
  return useQuery({ queryKey: phaseStepsKey(phaseKey), queryFn: () => getPhaseSteps(phaseKey) });
}

import { adminStepListSchema } from "@contract/incubator/admin";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { adminStepsKey } from "./query-keys";

export function listAdminSteps(phaseId: string) {
  return apiRequest(`/admin/incubator/phase/${encodeURIComponent(phaseId)}/steps`, { schema: adminStepListSchema });
}

/** The chosen phase's steps; nothing is fetched before a phase is chosen. */
export function useAdminSteps(phaseId: string) {
  return useQuery({
    queryKey: adminStepsKey(phaseId),
    queryFn: () => listAdminSteps(phaseId),
    enabled: phaseId !== "",
  });
}

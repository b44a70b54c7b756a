import { adminPhaseSchema } from "@contract/incubator-admin";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { refetchAfterChange } from "./query-keys";

export function setPhaseActive(phaseId: string, isActive: boolean) {
  return apiRequest(`/admin/incubator/phase/${encodeURIComponent(phaseId)}/active`, {
    method: "PATCH",
    body: { isActive },
    schema: adminPhaseSchema,
  });
}

export function useSetPhaseActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ phaseId, isActive }: { phaseId: string; isActive: boolean }) => setPhaseActive(phaseId, isActive),
    onSuccess: () => refetchAfterChange(queryClient),
  });
}

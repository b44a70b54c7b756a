import { adminPhaseSchema, type AdminPhase } from "@contract/incubator/admin";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { adminPhasesKey, refetchAfterChange } from "./query-keys";

export function setPhaseActive(phaseId: string, isActive: boolean) {
  return apiRequest(`/admin/incubator/phase/${encodeURIComponent(phaseId)}/active`, {
    method: "PATCH",
    body: { isActive },
    schema: adminPhaseSchema,
  });
}

/** The switch shows the saved state at once (the answer goes into the list), then the lists are fetched again. */
export function useSetPhaseActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ phaseId, isActive }: { phaseId: string; isActive: boolean }) => setPhaseActive(phaseId, isActive),
    onSuccess: (saved) => {
      queryClient.setQueryData<AdminPhase[]>(adminPhasesKey, (phases) =>
        phases?.map((phase) => (phase.id === saved.id ? saved : phase)),
      );
      refetchAfterChange(queryClient);
    },
  });
}

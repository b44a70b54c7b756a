import { adminStepSchema, type AdminStep } from "@contract/incubator/admin";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { adminStepsKey, refetchAfterChange } from "./query-keys";

export function setStepActive(stepId: string, isActive: boolean) {
  return apiRequest(`/admin/incubator/step/${encodeURIComponent(stepId)}/active`, {
    method: "PATCH",
    body: { isActive },
    schema: adminStepSchema,
  });
}

/** The switch shows the saved state at once (the answer goes into the list), then the lists are fetched again. */
export function useSetStepActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ stepId, isActive }: { stepId: string; isActive: boolean }) => setStepActive(stepId, isActive),
    onSuccess: (saved) => {
      queryClient.setQueryData<AdminStep[]>(adminStepsKey(saved.phaseKey), (steps) =>
        steps?.map((step) => (step.id === saved.id ? saved : step)),
      );
      refetchAfterChange(queryClient);
    },
  });
}

import { adminStepListSchema, type AdminStep } from "@contract/incubator/admin";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { stepOrders } from "../step-order";
import { adminStepsKey, refetchAfterChange } from "./query-keys";

export function reorderSteps(phaseId: string, steps: readonly AdminStep[]) {
  return apiRequest(`/admin/incubator/phase/${encodeURIComponent(phaseId)}/reorder`, {
    method: "POST",
    body: { stepOrders: stepOrders(steps) },
    schema: adminStepListSchema,
  });
}

/**
 * Shows the new order at once (optimistic), then saves it; a failed save puts
 * the previous order back.
 */
export function useReorderSteps(phaseId: string) {
  const queryClient = useQueryClient();
  const key = adminStepsKey(phaseId);
  return useMutation({
    mutationFn: (steps: AdminStep[]) => reorderSteps(phaseId, steps),
    onMutate: async (steps) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<AdminStep[]>(key);
      queryClient.setQueryData(key, steps);
      return { previous };
    },
    onError: (_error, _steps, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (steps) => {
      queryClient.setQueryData(key, steps);
      refetchAfterChange(queryClient);
    },
  });
}

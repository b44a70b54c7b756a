import { adminStepSchema, type UpdateStepRequest } from "@contract/incubator/admin";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { refetchAfterChange } from "./query-keys";

export function updateStep(stepId: string, changes: UpdateStepRequest) {
  return apiRequest(`/admin/incubator/step/${encodeURIComponent(stepId)}`, {
    method: "PATCH",
    body: changes,
    schema: adminStepSchema,
  });
}

export function useUpdateStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ stepId, changes }: { stepId: string; changes: UpdateStepRequest }) => updateStep(stepId, changes),
    onSuccess: () => refetchAfterChange(queryClient),
  });
}

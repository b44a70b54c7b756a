import { adminStepSchema } from "@contract/incubator-admin";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { refetchAfterChange } from "./query-keys";

export function setStepActive(stepId: string, isActive: boolean) {
  return apiRequest(`/admin/incubator/step/${encodeURIComponent(stepId)}/active`, {
    method: "PATCH",
    body: { isActive },
    schema: adminStepSchema,
  });
}

export function useSetStepActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ stepId, isActive }: { stepId: string; isActive: boolean }) => setStepActive(stepId, isActive),
    onSuccess: () => refetchAfterChange(queryClient),
  });
}

import { adminStepSchema, type CreateStepRequest } from "@contract/incubator-admin";
import { useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { useSingleFlightMutation } from "@/lib/use-single-flight-mutation";
import { refetchAfterChange } from "./query-keys";

/** Adds a step at the end of the phase, inactive; a double submit creates one (Idempotency-Key). */
export function createStep(phaseId: string, step: CreateStepRequest) {
  return apiRequest(`/admin/incubator/phase/${encodeURIComponent(phaseId)}/steps`, {
    method: "POST",
    body: step,
    schema: adminStepSchema,
    creates: true,
  });
}

export function useCreateStep(phaseId: string) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (step: CreateStepRequest) => createStep(phaseId, step),
    onSuccess: () => refetchAfterChange(queryClient),
  });
}

import { adminStepSchema, type CreateStepRequest } from "@contract/incubator/admin";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { useIntentKey } from "@/lib/use-intent-key";
import { refetchAfterChange } from "./query-keys";

/** Adds a step at the end of the phase, inactive; a double submit creates one (Idempotency-Key). */
export function createStep(phaseId: string, step: CreateStepRequest, idempotencyKey: string) {
  return apiRequest(`/admin/incubator/phase/${encodeURIComponent(phaseId)}/steps`, {
    method: "POST",
    body: step,
    schema: adminStepSchema,
    idempotencyKey,
  });
}

export function useCreateStep(phaseId: string) {
  const queryClient = useQueryClient();
  const intent = useIntentKey();
  return useMutation({
    mutationFn: (step: CreateStepRequest) => createStep(phaseId, step, intent.keyFor(step)),
    onSuccess: () => {
      intent.done();
      return refetchAfterChange(queryClient);
    },
  });
}

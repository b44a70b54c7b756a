import { adminCohortSchema, type CreateCohortRequest } from "@contract/cohorts/admin";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { useIntentKey } from "@/lib/use-intent-key";
import { cohortKey, cohortListKey } from "./query-keys";

/** A creating call: a double submit of the same cohort creates one. */
export function createCohort(body: CreateCohortRequest, idempotencyKey: string) {
  return apiRequest("/admin/cohorts", { method: "POST", body, schema: adminCohortSchema, idempotencyKey });
}

/** The new cohort is cached for its page; the list is read again to place it. */
export function useCreateCohort() {
  const queryClient = useQueryClient();
  const intent = useIntentKey();
  return useMutation({
    mutationFn: (body: CreateCohortRequest) => createCohort(body, intent.keyFor(body)),
    onSuccess: (cohort) => {
      intent.done();
      queryClient.setQueryData(cohortKey(cohort.id), cohort);
      void queryClient.invalidateQueries({ queryKey: cohortListKey });
    },
  });
}

import { adminCohortSchema, type AdminCohort, type UpdateCohortRequest } from "@contract/cohorts/admin";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { cohortKey, cohortListKey } from "./query-keys";

export function updateCohort(cohortId: string, body: UpdateCohortRequest) {
  return apiRequest(`/admin/cohorts/${encodeURIComponent(cohortId)}`, {
    method: "PATCH",
    body,
    schema: adminCohortSchema,
  });
}

/** Changes the fields given; the cohort's page shows the answer, the list is read again. */
export function useUpdateCohort(cohortId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCohortRequest) => updateCohort(cohortId, body),
    onSuccess: (cohort: AdminCohort) => {
      queryClient.setQueryData(cohortKey(cohortId), cohort);
      void queryClient.invalidateQueries({ queryKey: cohortListKey });
    },
  });
}

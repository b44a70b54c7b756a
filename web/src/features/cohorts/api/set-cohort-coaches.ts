import { adminCohortSchema } from "@contract/cohorts/admin";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { cohortKey, cohortListKey, cohortsKey } from "./query-keys";

export function setCohortCoaches(cohortId: string, coachIds: string[]) {
  return apiRequest(`/admin/cohorts/${encodeURIComponent(cohortId)}/coaches`, {
    method: "PUT",
    body: { coachIds },
    schema: adminCohortSchema,
  });
}

/** The cohort's coaches; members may get another coach, so the roster is read again too. */
export function useSetCohortCoaches(cohortId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (coachIds: string[]) => setCohortCoaches(cohortId, coachIds),
    onSuccess: (cohort) => {
      queryClient.setQueryData(cohortKey(cohortId), cohort);
      void queryClient.invalidateQueries({ queryKey: [...cohortsKey, "roster", cohortId] });
      void queryClient.invalidateQueries({ queryKey: cohortListKey });
    },
  });
}

import { adminCohortSchema } from "@contract/cohorts/admin";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { cohortKey, cohortsKey } from "./query-keys";

export function setMemberCoach(cohortId: string, uid: string, coachId: string) {
  return apiRequest(`/admin/cohorts/${encodeURIComponent(cohortId)}/members/${encodeURIComponent(uid)}/coach`, {
    method: "PUT",
    body: { coachId },
    schema: adminCohortSchema,
  });
}

/** Gives one learner another of the cohort's coaches; the coaches' loads and the roster follow. */
export function useSetMemberCoach(cohortId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uid, coachId }: { uid: string; coachId: string }) => setMemberCoach(cohortId, uid, coachId),
    onSuccess: (cohort) => {
      queryClient.setQueryData(cohortKey(cohortId), cohort);
      void queryClient.invalidateQueries({ queryKey: [...cohortsKey, "roster", cohortId] });
    },
  });
}

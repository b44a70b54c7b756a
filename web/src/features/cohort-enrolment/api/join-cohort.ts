import { cohortInvitationSchema, joinCohortResponseSchema, type JoinCohortRequest } from "@contract/cohorts/enrolment";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { invitationKey } from "./query-keys";

export const getInvitation = (token: string) =>
  apiRequest(`/cohort-invitations/${encodeURIComponent(token)}`, { schema: cohortInvitationSchema });

export const invitationQuery = (token: string) =>
  queryOptions({ queryKey: invitationKey(token), queryFn: () => getInvitation(token), retry: false });

/** What an invitation link is for: its cohort and address (a 410 once used or expired). */
export const useInvitation = (token: string) => useQuery(invitationQuery(token));

export function joinCohort(request: JoinCohortRequest) {
  return apiRequest("/cohort/join", { method: "POST", body: request, schema: joinCohortResponseSchema });
}

/** Joins by the cohort's code or an invitation; every cached view learns of the new membership. */
export function useJoinCohort() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinCohort,
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}

import { joinCodeSchema, type SetJoinCodeRequest } from "@contract/cohorts/enrolment";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { joinCodeKey } from "./query-keys";

const joinCodePath = (cohortId: string) => `/admin/cohorts/${encodeURIComponent(cohortId)}/join-code`;

export const getJoinCode = (cohortId: string) => apiRequest(joinCodePath(cohortId), { schema: joinCodeSchema });

export const joinCodeQuery = (cohortId: string) =>
  queryOptions({ queryKey: joinCodeKey(cohortId), queryFn: () => getJoinCode(cohortId) });

export const useJoinCode = (cohortId: string) => useQuery(joinCodeQuery(cohortId));

export function setJoinCode(cohortId: string, request: SetJoinCodeRequest) {
  return apiRequest(joinCodePath(cohortId), { method: "PUT", body: request, schema: joinCodeSchema });
}

/** A new code, or the code turned off or on; the card shows the answer without a refetch. */
export function useSetJoinCode(cohortId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SetJoinCodeRequest) => setJoinCode(cohortId, request),
    onSuccess: (answer) => queryClient.setQueryData(joinCodeKey(cohortId), answer),
  });
}

import { adminCohortSchema } from "@contract/cohorts/admin";
import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import type { Params } from "react-router-dom";
import { apiRequest } from "@/lib/api-client";
import { cohortKey } from "./query-keys";

export function getCohort(cohortId: string) {
  return apiRequest(`/admin/cohorts/${encodeURIComponent(cohortId)}`, { schema: adminCohortSchema });
}

export const cohortQuery = (cohortId: string) =>
  queryOptions({ queryKey: cohortKey(cohortId), queryFn: () => getCohort(cohortId) });

/** The cohort page's first answer, asked for beside its chunk. */
export const cohortFirst = (client: QueryClient, _user: unknown, params: Params) =>
  client.prefetchQuery(cohortQuery(params.cohortId ?? ""));

/** One cohort with its state now, its coaches and their loads. */
export function useCohort(cohortId: string) {
  return useQuery(cohortQuery(cohortId));
}

import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { checkInsKey } from "./query-keys";

export function listCheckIns(userId: string) {
  return apiRequest(`/users/${encodeURIComponent(userId)}/check-ins`, {
    schema: async () => (await import("@contract/cohorts/week")).checkInListSchema,
  });
}

export const checkInsQuery = (userId: string) =>
  queryOptions({ queryKey: checkInsKey, queryFn: () => listCheckIns(userId) });

/** The learner's check-ins in their cohort, oldest week first (none outside a cohort). */
export function useCheckIns(userId: string) {
  return useQuery(checkInsQuery(userId));
}

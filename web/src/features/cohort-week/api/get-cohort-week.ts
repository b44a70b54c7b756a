import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { cohortWeekKey } from "./query-keys";

export function getCohortWeek() {
  // The schema comes with its own chunk: learners outside a cohort never need it on first paint.
  return apiRequest("/cohort/week", {
    schema: async () => (await import("@contract/cohorts/week")).cohortWeekSchema,
  });
}

export const cohortWeekQuery = queryOptions({ queryKey: cohortWeekKey, queryFn: getCohortWeek });

/** Home's cohort card's answer, asked for beside Home's first answers (app/routes.tsx). */
export const cohortWeekFirst = (client: QueryClient) => client.prefetchQuery(cohortWeekQuery);

/** The learner's cohort week: null when they are in no cohort. */
export function useCohortWeek() {
  return useQuery(cohortWeekQuery);
}

import { cohortDashboardSchema } from "@contract/cohorts/dashboard";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { cohortDashboardKey } from "./query-keys";

/** One page of the cohort's roster; the first page (no cursor) also carries the weekly series. */
export function getCohortDashboard(cohortId: string, mine: boolean, cursor: string | null) {
  const query = new URLSearchParams();
  if (mine) query.set("coach", "me");
  if (cursor) query.set("cursor", cursor);
  const search = query.size ? `?${query}` : "";
  return apiRequest(`/admin/cohorts/${encodeURIComponent(cohortId)}/dashboard${search}`, {
    schema: cohortDashboardSchema,
  });
}

/** The cohort dashboard, the roster a page at a time ('Load more'): the caller's learners first, or only theirs. */
export function useCohortDashboard(cohortId: string, mine: boolean) {
  return useInfiniteQuery({
    queryKey: cohortDashboardKey(cohortId, mine),
    queryFn: ({ pageParam }) => getCohortDashboard(cohortId, mine, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // Switching "My learners" keeps the tab (and the switch's focus) while the other list loads.
    placeholderData: keepPreviousData,
  });
}

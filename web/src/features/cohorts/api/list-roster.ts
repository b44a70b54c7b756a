import { rosterPageSchema } from "@contract/cohorts/admin";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { rosterKey } from "./query-keys";

/** `mine`: only the caller's learners ("My learners"). */
export function listRoster(cohortId: string, cursor: string | null, mine: boolean) {
  const query = new URLSearchParams();
  if (mine) query.set("coach", "me");
  if (cursor) query.set("cursor", cursor);
  const search = query.size ? `?${query}` : "";
  return apiRequest(`/admin/cohorts/${encodeURIComponent(cohortId)}/members${search}`, { schema: rosterPageSchema });
}

/** The cohort's members in joining order, a page at a time. */
export function useRoster(cohortId: string, mine: boolean) {
  return useInfiniteQuery({
    queryKey: rosterKey(cohortId, mine),
    queryFn: ({ pageParam }) => listRoster(cohortId, pageParam, mine),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

import { cohortListPageSchema } from "@contract/cohorts/admin";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { cohortListKey } from "./query-keys";

export function listCohorts(cursor: string | null) {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : "";
  return apiRequest(`/admin/cohorts${query}`, { schema: cohortListPageSchema });
}

/** Every cohort, newest start first, a page at a time ("Load more"). */
export function useCohorts() {
  return useInfiniteQuery({
    queryKey: cohortListKey,
    queryFn: ({ pageParam }) => listCohorts(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

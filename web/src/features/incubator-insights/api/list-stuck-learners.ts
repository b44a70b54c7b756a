import { stuckPageSchema, type StuckLearner } from "@contract/incubator/insights";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { stuckLearnersKey } from "./query-keys";

export function listStuckLearners(kind: StuckLearner["kind"], cursor: string | null) {
  const query = new URLSearchParams({ kind });
  if (cursor) query.set("cursor", cursor);
  return apiRequest(`/admin/incubator/insights/stuck?${query}`, { schema: stuckPageSchema });
}

/** Learners stuck on a step (failing it again and again, or idle on it), a page at a time ('Load more'). */
export function useStuckLearners(kind: StuckLearner["kind"]) {
  return useInfiniteQuery({
    queryKey: stuckLearnersKey(kind),
    queryFn: ({ pageParam }) => listStuckLearners(kind, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

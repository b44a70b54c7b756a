import { reviewQueuePageSchema } from "@contract/incubator/coach";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { reviewQueueKey } from "./query-keys";

/** `mine`: only the caller's learners' items ("My learners", a filter, not a permission). */
export function listReviewQueue(cursor: string | null, mine = false) {
  const query = new URLSearchParams();
  if (mine) query.set("coach", "me");
  if (cursor) query.set("cursor", cursor);
  const search = query.size ? `?${query}` : "";
  return apiRequest(`/admin/incubator/reviews${search}`, { schema: reviewQueuePageSchema });
}

const reviewQueueQuery = (mine: boolean) =>
  infiniteQueryOptions({
    queryKey: [...reviewQueueKey, mine ? "mine" : "all"],
    queryFn: ({ pageParam }) => listReviewQueue(pageParam, mine),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/** The open reviews, oldest first, a page at a time; every page carries the open count (of the filter's items). */
export function useReviewQueue(mine = false) {
  return useInfiniteQuery(reviewQueueQuery(mine));
}

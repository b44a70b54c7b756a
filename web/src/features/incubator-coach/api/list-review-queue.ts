import { reviewQueuePageSchema } from "@contract/incubator/coach";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { reviewQueueKey } from "./query-keys";

export function listReviewQueue(cursor: string | null) {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : "";
  return apiRequest(`/admin/incubator/reviews${query}`, { schema: reviewQueuePageSchema });
}

const reviewQueueQuery = infiniteQueryOptions({
  queryKey: reviewQueueKey,
  queryFn: ({ pageParam }) => listReviewQueue(pageParam),
  initialPageParam: null as string | null,
  getNextPageParam: (page) => page.nextCursor,
});

/** The open reviews, oldest first, a page at a time; every page carries the open count. */
export function useReviewQueue() {
  return useInfiniteQuery(reviewQueueQuery);
}

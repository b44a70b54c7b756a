import { coachedAttemptPageSchema } from "@contract/incubator/coach";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { learnerAttemptsKey } from "./query-keys";

export function listStepAttempts(learnerId: string, stepId: string, cursor: string | null) {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : "";
  return apiRequest(
    `/admin/users/${encodeURIComponent(learnerId)}/incubator/steps/${encodeURIComponent(stepId)}/attempts${query}`,
    { schema: coachedAttemptPageSchema },
  );
}

export const stepAttemptsQuery = (learnerId: string, stepId: string) =>
  infiniteQueryOptions({
    queryKey: learnerAttemptsKey(learnerId, stepId),
    queryFn: ({ pageParam }) => listStepAttempts(learnerId, stepId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/** One step's attempts by the learner, newest first, a page at a time ("Load more"). */
export function useStepAttempts(learnerId: string, stepId: string) {
  return useInfiniteQuery(stepAttemptsQuery(learnerId, stepId));
}

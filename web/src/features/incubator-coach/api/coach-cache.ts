import type { CoachedAttempt, CoachedAttemptPage } from "@contract/incubator/coach";
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { learnerAttemptsKey, learnerIncubatorKey, reviewQueueKey } from "./query-keys";

/**
 * After a coach's note or verdict: the attempt changes in place in its step's loaded pages (no
 * refetch, the list keeps its pages); the learner's roadmap (status, open review, plan) and the
 * review queue are read again.
 */
export function attemptCoached(queryClient: QueryClient, learnerId: string, attempt: CoachedAttempt) {
  queryClient.setQueryData<InfiniteData<CoachedAttemptPage>>(learnerAttemptsKey(learnerId, attempt.stepId), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((item) => (item.id === attempt.id ? attempt : item)),
          })),
        }
      : data,
  );
  void queryClient.invalidateQueries({ queryKey: learnerIncubatorKey(learnerId) });
  void queryClient.invalidateQueries({ queryKey: reviewQueueKey });
}

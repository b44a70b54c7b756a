import type { CoachedAttempt, CoachedAttemptPage } from "@contract/incubator/coach";
import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from "@tanstack/react-query";
import { useIntentKey } from "@/lib/use-intent-key";
import { learnerAttemptsKey, learnerIncubatorKey, reviewQueueKey } from "./query-keys";

/**
 * After a coach's note or verdict: the attempt changes in place in its step's loaded pages (no
 * refetch, the list keeps its pages); the learner's roadmap (status, open review, plan) and the
 * review queue are read again.
 */
function attemptCoached(queryClient: QueryClient, learnerId: string, attempt: CoachedAttempt) {
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

/**
 * A coach's note or verdict on one of the learner's attempts, `send` with one Idempotency-Key per
 * intent (a double submit acts once); then the attempt changes in place.
 */
export function useCoachAction<B>(
  learnerId: string,
  send: (attemptId: string, body: B, key: string) => Promise<CoachedAttempt>,
) {
  const queryClient = useQueryClient();
  const intent = useIntentKey();
  return useMutation({
    mutationFn: ({ attemptId, body }: { attemptId: string; body: B }) =>
      send(attemptId, body, intent.keyFor({ attemptId, body })),
    onSuccess: (attempt) => {
      intent.done();
      attemptCoached(queryClient, learnerId, attempt);
    },
  });
}

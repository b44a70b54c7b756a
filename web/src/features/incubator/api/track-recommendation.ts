import { trackResponseSchema, type TrackRequest } from "@contract/incubator/learner";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { useIntentKey } from "@/lib/use-intent-key";

export function trackRecommendation(
  recommendationId: string,
  eventType: TrackRequest["eventType"],
  idempotencyKey: string,
) {
  return apiRequest(`/incubator/recommendation/${encodeURIComponent(recommendationId)}/track`, {
    method: "POST",
    body: { eventType } satisfies TrackRequest,
    schema: trackResponseSchema,
    idempotencyKey,
  });
}

/** Tracking never bothers the learner: a failure is only logged. */
export function useTrackRecommendation() {
  const intent = useIntentKey();
  return useMutation({
    mutationFn: (event: { id: string; eventType: TrackRequest["eventType"] }) =>
      trackRecommendation(event.id, event.eventType, intent.keyFor(event)),
    onSuccess: intent.done,
    onError: (error) => console.error("Recommendation tracking failed", error),
  });
}

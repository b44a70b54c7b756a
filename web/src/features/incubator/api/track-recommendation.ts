import { trackResponseSchema, type TrackRequest } from "@contract/incubator";
import { apiRequest } from "@/lib/api-client";
import { useSingleFlightMutation } from "@/lib/use-single-flight-mutation";

export function trackRecommendation(recommendationId: string, eventType: TrackRequest["eventType"]) {
  return apiRequest(`/incubator/recommendation/${encodeURIComponent(recommendationId)}/track`, {
    method: "POST",
    body: { eventType } satisfies TrackRequest,
    schema: trackResponseSchema,
    creates: true,
  });
}

/** Tracking never bothers the learner: a failure is only logged. */
export function useTrackRecommendation() {
  return useSingleFlightMutation({
    mutationFn: ({ id, eventType }: { id: string; eventType: TrackRequest["eventType"] }) =>
      trackRecommendation(id, eventType),
    onError: (error) => console.error("Recommendation tracking failed", error),
  });
}

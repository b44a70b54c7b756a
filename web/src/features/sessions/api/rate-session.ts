import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { learnerContract } from "./contract";
import { updateCachedSession } from "./session-cache";

export interface Rating {
  stars: number;
  comment: string;
}

export function rateSession(sessionId: string, { stars, comment }: Rating) {
  return apiRequest(`/sessions/${encodeURIComponent(sessionId)}/rating`, {
    method: "PUT",
    body: comment.trim() ? { stars, comment } : { stars },
    schema: async () => (await learnerContract()).learnerSessionSchema,
  });
}

/** Rates a session once held, or changes the rating; the cached session follows. */
export function useRateSession(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rating: Rating) => rateSession(sessionId, rating),
    onSuccess: (session) => updateCachedSession(queryClient, sessionId, () => session),
  });
}

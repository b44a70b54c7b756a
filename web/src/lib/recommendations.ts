import { recommendationsResponseSchema } from "@contract/assessment";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "./api-client";
import { useSessionUser } from "./session-user";

// Shared by home, the nav badge and the features whose saves change the recommendations.
export const recommendationsKey = (uid: string) => ["recommendations", uid] as const;

export function getRecommendations(uid: string) {
  return apiRequest(`/users/${encodeURIComponent(uid)}/recommendations`, { schema: recommendationsResponseSchema });
}

export function useRecommendations() {
  const { id } = useSessionUser();
  return useQuery({ queryKey: recommendationsKey(id), queryFn: () => getRecommendations(id) });
}

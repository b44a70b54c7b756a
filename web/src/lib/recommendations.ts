import { recommendationsResponseSchema } from "@contract/assessment";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "./api-client";
import { recommendationsKey } from "./query-keys";
import { useSessionUser } from "./session-user";

// Shared by home and the nav badge; the features whose saves change the recommendations invalidate the key.

export function getRecommendations(uid: string) {
  return apiRequest(`/users/${encodeURIComponent(uid)}/recommendations`, { schema: recommendationsResponseSchema });
}

export function useRecommendations() {
  const { id } = useSessionUser();
  return useQuery({ queryKey: recommendationsKey(id), queryFn: () => getRecommendations(id) });
}

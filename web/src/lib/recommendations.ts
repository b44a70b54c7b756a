import { recommendationsResponseSchema } from "@contract/assessment";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "./api-client";
import { useLiveProfile } from "./learner-data";
import { recommendationsKey } from "./query-keys";
import { useSessionUser } from "./session-user";

// Shared by home, the dashboard and the nav badge. The recommendations are computed from the
// profile (work context) and the latest assessment, and every change of those moves the profile's
// `updatedAt`: keyed by that version, the cache never shows the previous ones after an assessment
// or a profile edit (it loads the new ones instead), and no save has to remember to invalidate it.

export function getRecommendations(uid: string) {
  return apiRequest(`/users/${encodeURIComponent(uid)}/recommendations`, { schema: recommendationsResponseSchema });
}

export function useRecommendations() {
  const { id } = useSessionUser();
  const { loading, profile } = useLiveProfile();
  const version = profile?.updatedAt.toMillis() ?? 0;
  return useQuery({
    queryKey: [...recommendationsKey(id), version],
    queryFn: () => getRecommendations(id),
    enabled: !loading,
  });
}

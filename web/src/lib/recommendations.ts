import { recommendationsResponseSchema } from "@contract/assessment";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { apiRequest } from "./api-client";
import { useLive } from "./live-query";
import { recommendationsKey, recommendationsVersionKey } from "./query-keys";
import { useSessionUser } from "./session-user";

// Shared by home, the dashboard and the nav badge. The recommendations are computed from the
// profile (work context) and the latest assessment, and every change of those moves the profile's
// `updatedAt`. They load at once, beside the profile rather than after it; the profile version
// they belong to is kept in the cache, and a newer one (an assessment, a profile edit) fetches them
// again. The nav badge is always shown, so every change is seen, and no save has to invalidate them.

function getRecommendations(uid: string) {
  return apiRequest(`/users/${encodeURIComponent(uid)}/recommendations`, { schema: recommendationsResponseSchema });
}

export const recommendationsQuery = (uid: string) =>
  queryOptions({ queryKey: recommendationsKey(uid), queryFn: () => getRecommendations(uid) });

export function useRecommendations() {
  const { id } = useSessionUser();
  const client = useQueryClient();
  const { data: profile } = useLive("profile");
  const version = profile?.updatedAt.toMillis();
  useEffect(() => {
    if (version === undefined) return;
    const seen = client.getQueryData<number>(recommendationsVersionKey(id));
    client.setQueryData(recommendationsVersionKey(id), version);
    if (seen !== undefined && seen !== version)
      void client.invalidateQueries({ queryKey: recommendationsKey(id), exact: true });
  }, [client, id, version]);
  return useQuery(recommendationsQuery(id));
}

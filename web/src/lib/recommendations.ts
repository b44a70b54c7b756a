import { recommendationsResponseSchema } from "@contract/assessment";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "./api-client";
import { useLive } from "./live-query";
import { recommendationsKey } from "./query-keys";
import { useSessionUser } from "./session-user";

/**
 * The learner's recommendations (home, the dashboard, the nav badge), computed from the profile and
 * the latest assessment: every change of those moves the profile's `updatedAt`, which is in the key,
 * so a newer profile (read live) asks again and no save has to invalidate them.
 */
export const recommendationsQuery = (id: string, version: number) =>
  queryOptions({
    queryKey: recommendationsKey(id, version),
    queryFn: () =>
      apiRequest(`/users/${encodeURIComponent(id)}/recommendations`, { schema: recommendationsResponseSchema }),
    // Right for their profile version for ever, a stored copy too.
    staleTime: Infinity,
  });

/** The recommendations' version: their learner's profile's last change (0 before any profile). */
export const profileVersion = (profile: { updatedAt: { toMillis(): number } } | null | undefined) =>
  profile?.updatedAt.toMillis() ?? 0;

export function useRecommendations() {
  const { id } = useSessionUser();
  const profile = useLive("profile");
  const version = profile.status === "loading" ? -1 : profileVersion(profile.data);
  return useQuery({
    ...recommendationsQuery(id, version),
    enabled: version >= 0,
    // The badge keeps the previous version's count while the next loads.
    placeholderData: keepPreviousData,
  });
}

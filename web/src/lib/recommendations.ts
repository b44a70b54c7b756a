import { recommendationsResponseSchema } from "@contract/assessment";
import type { ProfileDoc } from "@contract/profile";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "./api-client";
import { useLive } from "./live-query";
import { recommendationsKey } from "./query-keys";
import { useSessionUser } from "./session-user";

// Shared by home, the dashboard and the nav badge. The recommendations are computed from the
// profile (work context) and the latest assessment, and every change of those moves the profile's
// `updatedAt`, which is in the key: a newer profile (an assessment, a profile edit, read live)
// asks for them again, and no save has to invalidate them.

function getRecommendations(uid: string) {
  return apiRequest(`/users/${encodeURIComponent(uid)}/recommendations`, { schema: recommendationsResponseSchema });
}

/** The profile version the recommendations belong to: its `updatedAt`, 0 without a profile. */
export const profileVersion = (profile: Pick<ProfileDoc, "updatedAt"> | null) => profile?.updatedAt.toMillis() ?? 0;

export const recommendationsQuery = (uid: string, version: number) =>
  queryOptions({
    queryKey: recommendationsKey(uid, version),
    queryFn: () => getRecommendations(uid),
    // Right for their profile version for ever, a stored copy included.
    staleTime: Infinity,
  });

export function useRecommendations() {
  const { id } = useSessionUser();
  const profile = useLive("profile");
  const version = profile.status === "success" ? profileVersion(profile.data) : -1;
  // The previous version's list stays on screen (the badge's count) while the next one loads.
  return useQuery({ ...recommendationsQuery(id, version), enabled: version >= 0, placeholderData: keepPreviousData });
}

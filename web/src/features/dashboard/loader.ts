import type { User } from "@contract/auth";
import type { QueryClient } from "@tanstack/react-query";
import { liveQueryOptions, ownLiveQuery, prefetchLive } from "@/lib/live-query";
import { profileVersion, recommendationsQuery } from "@/lib/recommendations";

/** `/dashboard`'s loader: its live answers, and the recommendations once the profile (their key's version) is in. */
export const dashboardFirst = (client: QueryClient, user: User) =>
  Promise.all([
    prefetchLive(client, user, "learningPaths", "learningSummary", "activities"),
    client
      .ensureQueryData(liveQueryOptions(ownLiveQuery("profile", user)))
      .then((profile) => client.prefetchQuery(recommendationsQuery(user.id, profileVersion(profile))))
      // A failed profile is the view's to show, as with any prefetch.
      .catch(() => undefined),
  ]);

// The answers the shell and the view at an address show first, as queries of the cache: the live
// ones and the `GET` ones app/first-requests.ts started (each query's fetcher takes the started
// answer for its path). The signed-in app renders the first view once they are in (lib/first-answers.ts).
import type { User } from "@contract/auth";
import { liveQueries } from "@contract/live-queries";
import type { FetchQueryOptions, QueryKey } from "@tanstack/react-query";
import { INITIAL_USER_FILTERS, adminUsersQuery } from "@/features/admin-users/api/list-admin-users";
import { curatedVideosQuery } from "@/features/catalogue/api/list-curated-videos";
import { adminPhasesQuery } from "@/features/incubator-admin/api/list-phases";
import { overviewQuery } from "@/features/incubator/api/get-overview";
import { pathProgressQuery } from "@/features/learning/api/get-path-progress";
import { adminStatsQuery } from "@/lib/admin-stats";
import type { FirstAnswer } from "@/lib/first-answers";
import { liveFirstAnswer } from "@/lib/live-query";
import { recommendationsQuery } from "@/lib/recommendations";
import { firstGets, firstLiveNames, type FirstGet, type FirstGetName } from "./first-requests";

/** A query's options as a first answer (`prefetchQuery` never rejects). */
const fromQuery = <T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>): FirstAnswer => ({
  queryKey: options.queryKey,
  prefetch: (client) => client.prefetchQuery(options),
});

const getAnswers: Record<FirstGetName, (user: User, get: FirstGet) => FirstAnswer> = {
  recommendations: (user) => fromQuery(recommendationsQuery(user.id)),
  curatedVideos: () => fromQuery(curatedVideosQuery),
  pathProgress: (_user, { id = "" }) => fromQuery(pathProgressQuery(id)),
  incubatorOverview: () => fromQuery(overviewQuery),
  adminStats: () => fromQuery(adminStatsQuery),
  adminUsers: () => {
    const options = adminUsersQuery(INITIAL_USER_FILTERS);
    return { queryKey: options.queryKey, prefetch: (client) => client.prefetchInfiniteQuery(options) };
  },
  adminIncubatorPhases: () => fromQuery(adminPhasesQuery),
};

/** What the shell and the view at `pathname` show first, for `user`. */
export function firstAnswers(pathname: string, user: User): FirstAnswer[] {
  return [
    ...firstLiveNames(pathname).map((name) => liveFirstAnswer(liveQueries[name](user))),
    ...firstGets(pathname, user.id).map((get) => getAnswers[get.name](user, get)),
  ];
}

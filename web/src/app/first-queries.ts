// The answers the shell and the view at an address show first, as queries of the cache: the live
// ones and the `GET` ones app/first-requests.ts started (each query's fetcher takes the started
// answer for its path). The signed-in app renders the first view once they are in (lib/first-answers.ts).
import type { User } from "@contract/auth";
import { liveQueries } from "@contract/live-queries";
import type { FetchQueryOptions, QueryClient, QueryKey } from "@tanstack/react-query";
import { INITIAL_USER_FILTERS, adminUserListKey } from "@/features/admin-users/api/admin-user-cache";
import { curatedVideosQuery } from "@/features/catalogue/api/list-curated-videos";
import { adminPhasesKey } from "@/features/incubator-admin/api/query-keys";
import { overviewKey } from "@/features/incubator/api/query-keys";
import { pathProgressQuery } from "@/features/learning/api/get-path-progress";
import type { FirstAnswer } from "@/lib/first-answers";
import { liveFirstAnswer } from "@/lib/live-query";
import { adminStatsKey } from "@/lib/query-keys";
import { recommendationsQuery } from "@/lib/recommendations";
import { firstGets, firstLiveNames, type FirstGet, type FirstGetName } from "./first-requests";

/** A query's options as a first answer (`prefetchQuery` never rejects). */
const fromQuery = <T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>): FirstAnswer => ({
  queryKey: options.queryKey,
  prefetch: (client) => client.prefetchQuery(options),
});

/**
 * The admin and Incubator views' queries, with their schemas, are in those views' files (the
 * "back-office" chunk, vite.config.ts), which a learner's views never load: their options load with
 * the view, which app/start.ts has started already. A failed load leaves the view to ask itself.
 */
const fromLazyQuery = (queryKey: QueryKey, prefetch: (client: QueryClient) => Promise<void>): FirstAnswer => ({
  queryKey,
  prefetch: (client) => prefetch(client).catch(() => undefined),
});

const getAnswers: Record<FirstGetName, (user: User, get: FirstGet) => FirstAnswer> = {
  recommendations: (user) => fromQuery(recommendationsQuery(user.id)),
  curatedVideos: () => fromQuery(curatedVideosQuery),
  pathProgress: (_user, { id = "" }) => fromQuery(pathProgressQuery(id)),
  incubatorOverview: () =>
    fromLazyQuery(overviewKey, async (client) =>
      client.prefetchQuery((await import("@/features/incubator/api/get-overview")).overviewQuery),
    ),
  adminStats: () =>
    fromLazyQuery(adminStatsKey, async (client) =>
      client.prefetchQuery((await import("@/lib/admin-stats")).adminStatsQuery),
    ),
  adminUsers: () =>
    fromLazyQuery(adminUserListKey(INITIAL_USER_FILTERS), async (client) => {
      const { adminUsersQuery } = await import("@/features/admin-users/api/list-admin-users");
      await client.prefetchInfiniteQuery(adminUsersQuery(INITIAL_USER_FILTERS));
    }),
  adminIncubatorPhases: () =>
    fromLazyQuery(adminPhasesKey, async (client) =>
      client.prefetchQuery((await import("@/features/incubator-admin/api/list-phases")).adminPhasesQuery),
    ),
};

/** What the shell and the view at `pathname` show first, for `user`. */
export function firstAnswers(pathname: string, user: User): FirstAnswer[] {
  return [
    ...firstLiveNames(pathname).map((name) => liveFirstAnswer(liveQueries[name](user))),
    ...firstGets(pathname, user.id).map((get) => getAnswers[get.name](user, get)),
  ];
}

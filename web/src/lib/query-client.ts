import { QueryClient, type FetchQueryOptions, type QueryKey } from "@tanstack/react-query";
import { shareEqual } from "./share-equal";

// Fetched once and kept; no refetch on focus or interval, never stale, no retries.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      refetchInterval: false,
      retry: false,
      // A refetch that brings nothing new (a restored cache's, a listener's first snapshot) renders nothing.
      structuralSharing: shareEqual,
    },
    mutations: { retry: false },
  },
});

/**
 * A view's first answer, for a route's loader. One the cache holds (restored from the last visit,
 * or left by an earlier view) shows at once and is fetched again behind it when stale; only a
 * missing one is waited for.
 */
export function firstAnswer<T, K extends QueryKey>(client: QueryClient, options: FetchQueryOptions<T, Error, T, K>) {
  const fetching = client.prefetchQuery(options);
  return client.getQueryData(options.queryKey) === undefined ? fetching : Promise.resolve();
}

import { notifyManager, QueryClient } from "@tanstack/react-query";
import { shareEqual } from "./share-equal";

/** Fresh for `ms` once fetched on this page; restored from an earlier visit, stale (fetched again when used). */
export const freshOnThisPage =
  (ms = Infinity) =>
  ({ state }: { state: { dataUpdatedAt: number } }) =>
    state.dataUpdatedAt < performance.timeOrigin ? 0 : ms;

// Observers hear of a change in a microtask, not after a setTimeout(0): a mutation's `isPending`
// then disables its control before a double click's second click (web/e2e/learning.e2e.ts).
notifyManager.setScheduler(queueMicrotask);

// By default an answer is fetched once per page and kept: each mutation updates or invalidates what
// it changes. Queries that differ say so where they are defined. No refetch on focus, no retries.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: freshOnThisPage(),
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      retry: false,
      // A refetch that brings nothing new (a restored cache's, a listener's first snapshot) renders nothing.
      structuralSharing: shareEqual,
    },
    mutations: { retry: false },
  },
});

import { QueryClient } from "@tanstack/react-query";
import { shareEqual } from "./share-equal";

/** Fresh for the rest of this page's life; restored from an earlier visit, stale (fetched again when used). */
export const untilReload = ({ state }: { state: { dataUpdatedAt: number } }) =>
  state.dataUpdatedAt < performance.timeOrigin ? 0 : Infinity;

// By default an answer is fetched once per page and kept: each mutation updates or invalidates what
// it changes. Queries that differ say so where they are defined. No refetch on focus, no retries.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: untilReload,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      retry: false,
      // A refetch that brings nothing new (a restored cache's, a listener's first snapshot) renders nothing.
      structuralSharing: shareEqual,
    },
    mutations: { retry: false },
  },
});

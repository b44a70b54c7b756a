import { QueryClient } from "@tanstack/react-query";
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

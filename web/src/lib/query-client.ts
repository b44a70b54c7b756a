import { QueryClient } from "@tanstack/react-query";

// Spec 000 section 1: fetched once and kept; no refetch on focus or interval, never stale, no retries.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      refetchInterval: false,
      retry: false,
    },
    mutations: { retry: false },
  },
});

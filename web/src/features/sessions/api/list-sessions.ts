import { infiniteQueryOptions, type QueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { learnerContract } from "./contract";
import { sessionListKey } from "./query-keys";

export function listSessions(cursor: string | null) {
  return apiRequest(`/sessions${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`, {
    schema: async () => (await learnerContract()).learnerSessionListSchema,
  });
}

/**
 * The learner's sessions: the upcoming one, the others newest first a page at a time. Its
 * `useInfiniteQuery` is called where it is shown (my-sessions-page.tsx): this file loads with the
 * route table, and TanStack Query's paging stays out of the first files.
 */
export const sessionListQuery = infiniteQueryOptions({
  queryKey: sessionListKey,
  queryFn: ({ pageParam }) => listSessions(pageParam),
  initialPageParam: null as string | null,
  getNextPageParam: (page) => page.nextCursor,
});

/** "My sessions"' first answer (app/routes.tsx). */
export const sessionListFirst = (client: QueryClient) => client.prefetchInfiniteQuery(sessionListQuery);

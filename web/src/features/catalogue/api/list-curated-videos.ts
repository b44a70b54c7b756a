import { curatedVideoSchema } from "@contract/learning";
import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { z } from "zod/mini";
import { apiRequest } from "@/lib/api-client";
import { curatedVideosKey } from "@/lib/query-keys";

export function listCuratedVideos() {
  return apiRequest("/curated-videos", { schema: z.array(curatedVideoSchema) });
}

export const curatedVideosQuery = queryOptions({
  queryKey: curatedVideosKey,
  queryFn: listCuratedVideos,
  // Only an admin's edit changes the catalogue: a learner's copy, a stored one too, serves an hour.
  staleTime: 60 * 60_000,
});

/** The loader of `/catalogue` and `/catalogue/:videoId`. */
export const catalogueFirst = (client: QueryClient) => client.prefetchQuery(curatedVideosQuery);

export function useCuratedVideos() {
  return useQuery(curatedVideosQuery);
}

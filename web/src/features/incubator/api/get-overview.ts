import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { overviewKey } from "./query-keys";

export function getOverview() {
  // Its schema is in a back-office chunk (web/vite.config.ts): the first answer is asked for beside it.
  return apiRequest("/incubator/me/overview", {
    schema: async () => (await import("@contract/incubator/learner")).incubatorOverviewSchema,
  });
}

/**
 * The roadmap page's phases, progress and badges as one query: one call and one render, on a first
 * visit and on every refresh (the three documented calls answer the same, one read each).
 */
export const overviewQuery = queryOptions({ queryKey: overviewKey, queryFn: getOverview });

export function useOverview() {
  return useQuery(overviewQuery);
}

import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { apiRequest } from "./api-client";
import { adminStatsKey } from "./query-keys";
import { browserTimeZone } from "./time-zone";

/** "Today" is the admin's day where the browser is (docs/decisions/042-admin-content-videos-stats-ai-status.md). */
export function getAdminStats() {
  const timeZone = browserTimeZone();
  // Its schema is in a back-office chunk (web/vite.config.ts): the first answer is asked for beside it.
  return apiRequest(`/admin/stats${timeZone ? `?${new URLSearchParams({ timeZone })}` : ""}`, {
    schema: async () => (await import("@contract/admin-stats")).adminStatsSchema,
  });
}

const adminStatsQuery = queryOptions({ queryKey: adminStatsKey, queryFn: getAdminStats });

/** `/admin`'s loader: the stat cards. */
export const adminStatsFirst = (client: QueryClient) => client.prefetchQuery(adminStatsQuery);

/** One query for the stat cards and the message statistics (each admin change invalidates `adminStatsKey`). */
export function useAdminStats() {
  return useQuery(adminStatsQuery);
}

import { adminStatsSchema } from "@contract/admin-stats";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "./api-client";
import { adminStatsKey } from "./query-keys";
import { adminStatsPath } from "./admin-stats-path";

export function getAdminStats() {
  return apiRequest(adminStatsPath(), { schema: adminStatsSchema });
}

export const adminStatsQuery = queryOptions({ queryKey: adminStatsKey, queryFn: getAdminStats });

/** One query for the stat cards and the message statistics (each admin change invalidates `adminStatsKey`). */
export function useAdminStats() {
  return useQuery(adminStatsQuery);
}

import { adminStatsSchema } from "@contract/admin-stats";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "./api-client";
import { adminStatsKey } from "./query-keys";
import { browserTimeZone } from "./time-zone";

/** The admin panel's figures; "today" is the admin's day where the browser is (DECISIONS.md "Second half"). */
export function adminStatsPath() {
  const timeZone = browserTimeZone();
  return `/admin/stats${timeZone ? `?${new URLSearchParams({ timeZone })}` : ""}`;
}

export function getAdminStats() {
  return apiRequest(adminStatsPath(), { schema: adminStatsSchema });
}

/** One query for the stat cards and the message statistics (each admin change invalidates `adminStatsKey`). */
export function useAdminStats() {
  return useQuery({ queryKey: adminStatsKey, queryFn: getAdminStats });
}

import { adminStatsSchema } from "@contract/admin-stats";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "./api-client";
import { adminStatsKey } from "./query-keys";
import { browserTimeZone } from "./time-zone";

// The admin panel's figures: the stat cards (features/admin) and the message statistics of the
// Messages & Notifications tab read the same answer, so the query lives here.

/** The figures, with "sent today" counted in the admin's own day. */
export function getAdminStats() {
  const zone = browserTimeZone();
  return apiRequest(`/admin/stats${zone ? `?timeZone=${encodeURIComponent(zone)}` : ""}`, {
    schema: adminStatsSchema,
  });
}

export function useAdminStats() {
  return useQuery({ queryKey: adminStatsKey, queryFn: getAdminStats });
}

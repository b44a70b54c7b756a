import { incubatorInsightsSchema } from "@contract/incubator/insights";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { insightsKey } from "./query-keys";

export function getIncubatorInsights() {
  return apiRequest("/admin/incubator/insights", { schema: incubatorInsightsSchema });
}

/** Each step's funnel and medians, and the last 30 days' evaluations, gate stops and coach changes. */
export function useIncubatorInsights() {
  return useQuery({ queryKey: insightsKey, queryFn: getIncubatorInsights });
}

import { broadcastCohortsSchema } from "@contract/messages";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export const broadcastCohortsKey = ["admin", "broadcast-cohorts"] as const;

export function listBroadcastCohorts() {
  return apiRequest("/admin/messages/cohorts", { schema: broadcastCohortsSchema });
}

/** The cohorts a message may go to (open or running), with their member counts. */
export function useBroadcastCohorts() {
  return useQuery({ queryKey: broadcastCohortsKey, queryFn: listBroadcastCohorts });
}

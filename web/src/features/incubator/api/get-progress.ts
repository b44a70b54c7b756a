import { incubatorProgressSchema } from "@contract/incubator";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { progressKey } from "./query-keys";

export function getProgress() {
  return apiRequest("/incubator/me/progress", { schema: incubatorProgressSchema });
}

export const progressQuery = queryOptions({ queryKey: progressKey, queryFn: getProgress });

export function useProgress() {
  return useQuery(progressQuery);
}

import { incubatorProgressSchema } from "@contract/incubator";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { progressKey } from "./query-keys";

export function getProgress() {
  return apiRequest("/incubator/me/progress", { schema: incubatorProgressSchema });
}

export function useProgress() {
  return useQuery({ queryKey: progressKey, queryFn: getProgress });
}

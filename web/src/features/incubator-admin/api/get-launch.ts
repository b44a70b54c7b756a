import { incubatorLaunchSchema } from "@contract/incubator/launch";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { launchKey } from "./query-keys";

export function getIncubatorLaunch() {
  return apiRequest("/admin/incubator/launch", { schema: incubatorLaunchSchema });
}

export const launchQuery = queryOptions({ queryKey: launchKey, queryFn: getIncubatorLaunch });

/** Whether the Incubator is open to learners, and who changed that last. */
export function useIncubatorLaunch() {
  return useQuery(launchQuery);
}

import { incubatorLaunchSchema } from "@contract/incubator/launch";
import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { launchKey } from "./query-keys";

export function getIncubatorLaunch() {
  return apiRequest("/admin/incubator/launch", { schema: incubatorLaunchSchema });
}

const launchQuery = queryOptions({ queryKey: launchKey, queryFn: getIncubatorLaunch });

/** `/admin`'s loader: the panel's line on the launch. */
export const launchFirst = (client: QueryClient) => client.prefetchQuery(launchQuery);

/** Whether the Incubator is open to learners, and who changed that last. */
export function useIncubatorLaunch() {
  return useQuery(launchQuery);
}

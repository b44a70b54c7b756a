import { incubatorOverviewSchema } from "@contract/incubator";
import type { QueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { badgesKey, phasesKey, progressKey } from "./query-keys";

export function getOverview() {
  return apiRequest("/incubator/me/overview", { schema: incubatorOverviewSchema });
}

/** The queries the Incubator page's overview fills: the page reads (and refreshes) each on its own. */
export const overviewKeys = [phasesKey, progressKey, badgesKey];

/**
 * The page's phases, progress and badges from one call (its first visit's); it never rejects, and
 * after a failure the page asks for each again as it mounts.
 */
export async function prefetchOverview(client: QueryClient): Promise<void> {
  try {
    const { phases, progress, badges } = await getOverview();
    client.setQueryData(phasesKey, phases);
    client.setQueryData(progressKey, progress);
    client.setQueryData(badgesKey, badges);
  } catch {
    // The page's own queries ask again.
  }
}

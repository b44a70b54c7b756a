import { incubatorPhaseListSchema } from "@contract/incubator";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { phasesKey } from "./query-keys";

export function listPhases() {
  return apiRequest("/incubator/phases", { schema: incubatorPhaseListSchema });
}

export const phasesQuery = queryOptions({ queryKey: phasesKey, queryFn: listPhases });

export function usePhases() {
  return useQuery(phasesQuery);
}

import { incubatorPhaseListSchema } from "@contract/incubator";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { phasesKey } from "./query-keys";

export function listPhases() {
  return apiRequest("/incubator/phases", { schema: incubatorPhaseListSchema });
}

export function usePhases() {
  return useQuery({ queryKey: phasesKey, queryFn: listPhases });
}

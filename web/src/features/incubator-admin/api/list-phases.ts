import { adminPhaseListSchema } from "@contract/incubator-admin";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { adminPhasesKey } from "./query-keys";

export function listAdminPhases() {
  return apiRequest("/admin/incubator/phases", { schema: adminPhaseListSchema });
}

export function useAdminPhases() {
  return useQuery({ queryKey: adminPhasesKey, queryFn: listAdminPhases });
}

import { adminPhaseListSchema } from "@contract/incubator-admin";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { adminPhasesKey } from "./query-keys";

export function listAdminPhases() {
  return apiRequest("/admin/incubator/phases", { schema: adminPhaseListSchema });
}

export const adminPhasesQuery = queryOptions({ queryKey: adminPhasesKey, queryFn: listAdminPhases });

export function useAdminPhases() {
  return useQuery(adminPhasesQuery);
}

import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { adminPhasesKey } from "./query-keys";

export function listAdminPhases() {
  // Its schema is in the back-office chunk: the first answer is asked for beside that chunk.
  return apiRequest("/admin/incubator/phases", {
    schema: async () => (await import("@contract/incubator/admin")).adminPhaseListSchema,
  });
}

export const adminPhasesQuery = queryOptions({ queryKey: adminPhasesKey, queryFn: listAdminPhases });

export function useAdminPhases() {
  return useQuery(adminPhasesQuery);
}

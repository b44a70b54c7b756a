import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { adminPhasesKey } from "./query-keys";

export function listAdminPhases() {
  // Its schema is in a back-office chunk (web/vite.config.ts): the first answer is asked for beside it.
  return apiRequest("/admin/incubator/phases", {
    schema: async () => (await import("@contract/incubator/admin")).adminPhaseListSchema,
  });
}

const adminPhasesQuery = queryOptions({ queryKey: adminPhasesKey, queryFn: listAdminPhases });

/** `/admin/incubator`'s loader: the Phases tab's list. */
export const adminPhasesFirst = (client: QueryClient) => client.prefetchQuery(adminPhasesQuery);

export function useAdminPhases() {
  return useQuery(adminPhasesQuery);
}

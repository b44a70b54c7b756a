import { pathProgressSchema } from "@contract/learning";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { pathProgressKey } from "@/lib/query-keys";

export function getPathProgress(pathId: string) {
  return apiRequest(`/learning-paths/${encodeURIComponent(pathId)}/progress`, { schema: pathProgressSchema });
}

export const pathProgressQuery = (pathId: string) =>
  queryOptions({ queryKey: pathProgressKey(pathId), queryFn: () => getPathProgress(pathId) });

export function usePathProgress(pathId: string) {
  return useQuery(pathProgressQuery(pathId));
}

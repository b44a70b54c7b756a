import { pathProgressSchema } from "@contract/learning";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { pathProgressKey } from "@/lib/query-keys";

export function getPathProgress(pathId: string) {
  return apiRequest(`/learning-paths/${encodeURIComponent(pathId)}/progress`, { schema: pathProgressSchema });
}

export function usePathProgress(pathId: string) {
  return useQuery({ queryKey: pathProgressKey(pathId), queryFn: () => getPathProgress(pathId) });
}

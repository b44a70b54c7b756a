import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, noContentSchema } from "@/lib/api-client";
import { pathProgressKey } from "@/lib/query-keys";

export function deleteLearningPath(pathId: string) {
  return apiRequest(`/learning-paths/${encodeURIComponent(pathId)}`, { method: "DELETE", schema: noContentSchema });
}

/** The live list drops the path by itself; only the cached progress is forgotten here. */
export function useDeleteLearningPath() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLearningPath,
    onSuccess: (_result, pathId) => queryClient.removeQueries({ queryKey: pathProgressKey(pathId) }),
  });
}

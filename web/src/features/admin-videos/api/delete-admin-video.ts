import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, noContentSchema } from "@/lib/api-client";
import { adminStatsKey, curatedVideosKey } from "@/lib/query-keys";
import { removeVideo, type VideoPages } from "../video-pages";
import { adminVideosKey } from "./list-admin-videos";

export function deleteAdminVideo(id: string) {
  return apiRequest(`/admin/curated-videos/${encodeURIComponent(id)}`, { method: "DELETE", schema: noContentSchema });
}

/** The video leaves the loaded list; learners' paths keep their copies (docs/decisions/042-admin-content-videos-stats-ai-status.md). */
export function useDeleteAdminVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminVideo,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<VideoPages>(adminVideosKey, (data) => removeVideo(data, id));
      void queryClient.invalidateQueries({ queryKey: adminStatsKey });
      void queryClient.invalidateQueries({ queryKey: curatedVideosKey });
    },
  });
}

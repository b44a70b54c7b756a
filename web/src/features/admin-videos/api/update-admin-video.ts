import { adminCuratedVideoSchema, type UpdateCuratedVideoInput } from "@contract/admin-videos";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { adminStatsKey, curatedVideosKey } from "@/lib/query-keys";
import { placeVideo, type VideoPages } from "../video-pages";
import { adminVideosKey } from "./list-admin-videos";

/** Every field from the edit form, or just `{isActive}` from the table's quick toggle. */
export function updateAdminVideo(id: string, body: UpdateCuratedVideoInput) {
  return apiRequest(`/admin/curated-videos/${encodeURIComponent(id)}`, {
    method: "PATCH",
    body,
    schema: adminCuratedVideoSchema,
  });
}

/** The changed video moves to its place in the loaded list; the video counts and the learners' catalogue follow. */
export function useUpdateAdminVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateCuratedVideoInput }) => updateAdminVideo(id, changes),
    onSuccess: (video) => {
      queryClient.setQueryData<VideoPages>(adminVideosKey, (data) => placeVideo(data, video));
      void queryClient.invalidateQueries({ queryKey: adminStatsKey });
      void queryClient.invalidateQueries({ queryKey: curatedVideosKey });
    },
  });
}

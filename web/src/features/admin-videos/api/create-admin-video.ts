import { adminCuratedVideoSchema, type CreateCuratedVideoInput } from "@contract/admin-videos";
import { useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { adminStatsKey, curatedVideosKey } from "@/lib/query-keys";
import { useSingleFlightMutation } from "@/lib/use-single-flight-mutation";
import { placeVideo, type VideoPages } from "../video-pages";
import { adminVideosKey } from "./list-admin-videos";

/** A creating call: a double submit of the same video creates one. */
export function createAdminVideo(body: CreateCuratedVideoInput) {
  return apiRequest("/admin/curated-videos", {
    method: "POST",
    body,
    schema: adminCuratedVideoSchema,
    creates: true,
  });
}

/** The new video takes its place in the loaded list; the video counts and the learners' catalogue follow. */
export function useCreateAdminVideo() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: createAdminVideo,
    onSuccess: (video) => {
      queryClient.setQueryData<VideoPages>(adminVideosKey, (data) => placeVideo(data, video));
      void queryClient.invalidateQueries({ queryKey: adminStatsKey });
      void queryClient.invalidateQueries({ queryKey: curatedVideosKey });
    },
  });
}

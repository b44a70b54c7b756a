import { adminCuratedVideoSchema, type CreateCuratedVideoInput } from "@contract/admin-videos";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { adminStatsKey, curatedVideosKey } from "@/lib/query-keys";
import { useIntentKey } from "@/lib/use-intent-key";
import { placeVideo, type VideoPages } from "../video-pages";
import { adminVideosKey } from "./list-admin-videos";

/** A creating call: a double submit of the same video creates one. */
export function createAdminVideo(body: CreateCuratedVideoInput, idempotencyKey: string) {
  return apiRequest("/admin/curated-videos", {
    method: "POST",
    body,
    schema: adminCuratedVideoSchema,
    idempotencyKey,
  });
}

/** The new video takes its place in the loaded list; the video counts and the learners' catalogue follow. */
export function useCreateAdminVideo() {
  const queryClient = useQueryClient();
  const intent = useIntentKey();
  return useMutation({
    mutationFn: (body: CreateCuratedVideoInput) => createAdminVideo(body, intent.keyFor(body)),
    onSuccess: (video) => {
      intent.done();
      queryClient.setQueryData<VideoPages>(adminVideosKey, (data) => placeVideo(data, video));
      void queryClient.invalidateQueries({ queryKey: adminStatsKey });
      void queryClient.invalidateQueries({ queryKey: curatedVideosKey });
    },
  });
}

import { watchResponseSchema, type PathProgress } from "@contract/learning";
import { percentage } from "@contract/progress";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { learningPathsKey, pathProgressKey } from "@/lib/query-keys";

export function watchVideo(userId: string, videoId: string) {
  return apiRequest(`/users/${encodeURIComponent(userId)}/videos/${encodeURIComponent(videoId)}/watch`, {
    method: "POST",
    body: {},
    schema: watchResponseSchema,
  });
}

/** Marks a path video watched; the path's cached progress follows without a refetch. */
export function useWatchVideo(userId: string, pathId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (videoId: string) => watchVideo(userId, videoId),
    onSuccess: (result) => {
      queryClient.setQueryData<PathProgress>(pathProgressKey(pathId), (current) => {
        if (!current) return current;
        const videos = current.videos.map((video) =>
          video.youtubeVideoId === result.youtubeVideoId ? { ...video, watched: true } : video,
        );
        const watchedVideos = videos.filter((video) => video.watched).length;
        const progressPercentage = percentage(watchedVideos, current.totalVideos);
        return {
          ...current,
          videos,
          watchedVideos,
          progressPercentage,
          learningPath: { ...current.learningPath, watchedVideos, progressPercentage },
        };
      });
      // Other paths holding the same video changed too.
      void queryClient.invalidateQueries({
        queryKey: learningPathsKey,
        predicate: (query) => query.queryKey[1] !== pathId,
      });
    },
  });
}

import {
  CATALOGUE_ORDER_INDEX,
  CUSTOM_PATH_DESCRIPTION,
  CUSTOM_PATH_TITLE,
  addPathVideoResponseSchema,
  learningPathSchema,
  type CuratedVideo,
} from "@contract/learning";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod/mini";
import { apiRequest } from "@/lib/api-client";
import { pathProgressKey } from "@/lib/query-keys";
import { useIntentKey } from "@/lib/use-intent-key";

export interface AddToPathResult {
  pathId: string;
  pathTitle: string;
  /** A 'My Custom Learning Path' had to be created first. */
  createdPath: boolean;
  /** The path already held this video: nothing changed. */
  alreadyInPath: boolean;
}

/**
 * The video goes to the newest path; without any path, a
 * 'My Custom Learning Path' is created first.
 */
export async function addToLearningPath(
  userId: string,
  video: CuratedVideo,
  idempotencyKey: string,
): Promise<AddToPathResult> {
  const user = encodeURIComponent(userId);
  const paths = await apiRequest(`/users/${user}/learning-paths`, { schema: z.array(learningPathSchema) });
  let path = paths[0];
  const createdPath = !path;
  path ??= await apiRequest(`/users/${user}/learning-paths`, {
    method: "POST",
    body: { title: CUSTOM_PATH_TITLE, description: CUSTOM_PATH_DESCRIPTION, skillCategories: [video.pillar] },
    schema: learningPathSchema,
    // One intent, two creating calls: each its own key.
    idempotencyKey: `${idempotencyKey}-path`,
  });
  const added = await apiRequest(`/learning-paths/${encodeURIComponent(path.id)}/videos`, {
    method: "POST",
    body: {
      youtubeVideoId: video.youtubeVideoId,
      title: video.title,
      description: video.description,
      skillCategory: video.pillar,
      orderIndex: CATALOGUE_ORDER_INDEX,
      curatedVideoId: video.id,
    },
    schema: addPathVideoResponseSchema,
    idempotencyKey: `${idempotencyKey}-video`,
  });
  return { pathId: path.id, pathTitle: path.title, createdPath, alreadyInPath: added.alreadyInPath };
}

export function useAddToLearningPath(userId: string) {
  const queryClient = useQueryClient();
  const intent = useIntentKey();
  return useMutation({
    mutationFn: (video: CuratedVideo) => addToLearningPath(userId, video, intent.keyFor(video.id)),
    onSuccess: ({ pathId }) => {
      intent.done();
      return queryClient.invalidateQueries({ queryKey: pathProgressKey(pathId) });
    },
  });
}

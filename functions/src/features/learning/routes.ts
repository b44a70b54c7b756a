import { z } from "zod/mini";
import {
  addPathVideoRequestSchema,
  addPathVideoResponseSchema,
  additionalVideoListSchema,
  createLearningPathRequestSchema,
  learningPathListSchema,
  learningPathSchema,
  pathProgressSchema,
  videoProgressListSchema,
  watchResponseSchema,
} from "../../contract/learning";
import { created, defineRoute, idParam, idParams, noContent, ownedById } from "../../http/define-route";
import { systemClock } from "../../lib/clock";
import * as service from "./service";

const clock = systemClock;
const watchParams = z.object({ userId: idParam, videoId: idParam });
// A learner's own path, for routes addressed by the path's id.
const ownPath = ownedById("/users/{uid}/learning-paths", { title: "Own path" });

export const learningRoutes = [
  defineRoute({
    method: "get",
    path: "/users/:id/learning-paths",
    access: "ownerOrAdmin",
    params: idParams,
    response: learningPathListSchema,
    handler: ({ params }) => service.listPaths(params.id),
  }),
  defineRoute({
    method: "post",
    path: "/users/:id/learning-paths",
    access: "owner",
    params: idParams,
    body: createLearningPathRequestSchema,
    response: learningPathSchema,
    handler: async ({ params, body }) => created(await service.createPath(params.id, body, clock)),
  }),
  defineRoute({
    method: "delete",
    path: "/learning-paths/:id",
    access: "user",
    ownedResource: ownPath,
    params: idParams,
    handler: async ({ session, params }) => {
      await service.deletePath(session, params.id);
      return noContent();
    },
  }),
  defineRoute({
    method: "get",
    path: "/learning-paths/:id/progress",
    access: "user",
    ownedResource: ownPath,
    params: idParams,
    response: pathProgressSchema,
    handler: ({ session, params }) => service.pathProgress(session, params.id),
  }),
  defineRoute({
    method: "post",
    path: "/learning-paths/:id/videos",
    access: "user",
    ownedResource: ownPath,
    params: idParams,
    body: addPathVideoRequestSchema,
    response: addPathVideoResponseSchema,
    handler: async ({ session, params, body }) => {
      const result = await service.addVideo(session, params.id, body);
      return result.created
        ? created({ ...result.video, alreadyInPath: false })
        : { ...result.video, alreadyInPath: true };
    },
  }),
  defineRoute({
    method: "get",
    path: "/users/:id/video-progress",
    access: "ownerOrAdmin",
    params: idParams,
    response: videoProgressListSchema,
    handler: ({ params }) => service.videoProgress(params.id),
  }),
  defineRoute({
    method: "post",
    path: "/users/:userId/videos/:videoId/watch",
    access: "owner",
    params: watchParams,
    response: watchResponseSchema,
    handler: ({ params }) => service.watchVideo(params.userId, params.videoId, clock),
  }),
  defineRoute({
    method: "get",
    path: "/users/:id/additional-videos",
    access: "ownerOrAdmin",
    params: idParams,
    response: additionalVideoListSchema,
    handler: ({ params }) => service.additionalVideos(params.id),
  }),
];

import { z } from "zod";
import {
  addPathVideoRequestSchema,
  additionalVideoListSchema,
  createLearningPathRequestSchema,
  learningPathListSchema,
  learningPathSchema,
  pathProgressSchema,
  pathVideoSchema,
  videoProgressListSchema,
  watchResponseSchema,
} from "../../contract/learning";
import { created, defineRoute, idParam, noContent } from "../../http/define-route";
import { systemClock } from "../../lib/clock";
import * as service from "./service";

const clock = systemClock;
const userParams = z.object({ id: idParam });
const pathParams = z.object({ id: idParam });
const watchParams = z.object({ userId: idParam, videoId: idParam });

export const learningRoutes = [
  defineRoute({
    method: "get",
    path: "/users/:id/learning-paths",
    access: "ownerOrAdmin",
    params: userParams,
    response: learningPathListSchema,
    handler: ({ params }) => service.listPaths(params.id),
  }),
  defineRoute({
    method: "post",
    path: "/users/:id/learning-paths",
    access: "owner",
    params: userParams,
    body: createLearningPathRequestSchema,
    response: learningPathSchema,
    handler: async ({ params, body }) => created(await service.createPath(params.id, body, clock)),
  }),
  defineRoute({
    method: "delete",
    path: "/learning-paths/:id",
    access: "user",
    params: pathParams,
    handler: async ({ session, params }) => {
      await service.deletePath(session, params.id);
      return noContent();
    },
  }),
  defineRoute({
    method: "get",
    path: "/learning-paths/:id/progress",
    access: "user",
    params: pathParams,
    response: pathProgressSchema,
    handler: ({ session, params }) => service.pathProgress(session, params.id),
  }),
  defineRoute({
    method: "post",
    path: "/learning-paths/:id/videos",
    access: "user",
    params: pathParams,
    body: addPathVideoRequestSchema,
    response: pathVideoSchema,
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
    params: userParams,
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
    params: userParams,
    response: additionalVideoListSchema,
    handler: ({ params }) => service.additionalVideos(params.id),
  }),
];

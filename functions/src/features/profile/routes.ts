import { z } from "zod/mini";
import { createUserRequestSchema } from "../../contract/account";
import { activityListSchema } from "../../contract/activity";
import { userSchema } from "../../contract/auth";
import { isoDateSchema } from "../../contract/common";
import {
  contextRequestSchema,
  createProfileRequestSchema,
  profileSchema,
  updateProfileRequestSchema,
} from "../../contract/profile";
import { Reply, created, defineRoute, idParam, idParams } from "../../http/define-route";
import { systemClock } from "../../lib/clock";
import * as service from "./service";

const clock = systemClock;

const activitiesQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
  before: z.optional(isoDateSchema),
});

export const profileRoutes = [
  defineRoute({
    method: "post",
    path: "/users",
    access: "admin",
    body: createUserRequestSchema,
    response: userSchema,
    handler: async ({ body }) => created(await service.createUser(body, clock)),
  }),
  defineRoute({
    method: "get",
    path: "/users/:id/profile",
    access: "ownerOrAdmin",
    params: idParams,
    response: profileSchema,
    handler: ({ params }) => service.getProfile(params.id),
  }),
  defineRoute({
    method: "post",
    path: "/users/:id/profile",
    access: "owner",
    params: idParams,
    body: createProfileRequestSchema,
    response: profileSchema,
    handler: async ({ params, body }) => {
      const result = await service.createProfile(params.id, body, clock);
      return new Reply(result.created ? 201 : 200, result.profile);
    },
  }),
  defineRoute({
    method: "patch",
    path: "/users/:id/profile",
    access: "owner",
    params: idParams,
    body: updateProfileRequestSchema,
    response: profileSchema,
    handler: ({ params, body }) => service.updateProfile(params.id, body, clock),
  }),
  defineRoute({
    method: "post",
    path: "/users/:userId/context",
    access: "owner",
    params: z.object({ userId: idParam }),
    body: contextRequestSchema,
    response: profileSchema,
    handler: ({ params, body }) => service.saveContext(params.userId, body, clock),
  }),
  defineRoute({
    method: "get",
    path: "/users/:id/activities",
    access: "ownerOrAdmin",
    params: idParams,
    query: activitiesQuerySchema,
    response: activityListSchema,
    handler: ({ params, query }) =>
      service.listActivities(params.id, query.limit, query.before ? new Date(query.before) : undefined),
  }),
];

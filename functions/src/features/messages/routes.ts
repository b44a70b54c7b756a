import { z } from "zod";
import { broadcastListQuerySchema, messageListQuerySchema, sendBroadcastRequestSchema } from "../../contract/messages";
import { created, defineRoute, idParam, noContent } from "../../http/define-route";
import { forbidden } from "../../http/errors";
import type { SessionUser } from "../../http/session";
import { systemClock } from "../../lib/clock";
import * as service from "./service";

const clock = systemClock;
const inboxParams = z.object({ userId: idParam });
const messageParams = z.object({ userId: idParam, messageId: idParam });

/** An inbox is private to its owner, admins included (issue 5: "Owner only"). */
function assertOwner(session: SessionUser, userId: string) {
  if (session.uid !== userId) throw forbidden("You can only access your own messages");
}

export const messageRoutes = [
  defineRoute({
    method: "get",
    path: "/users/:userId/messages",
    access: "user",
    params: inboxParams,
    query: messageListQuerySchema,
    handler: ({ session, params, query }) => {
      assertOwner(session, params.userId);
      return service.listInbox(params.userId, query);
    },
  }),
  defineRoute({
    method: "patch",
    path: "/users/:userId/messages/:messageId/read",
    access: "user",
    params: messageParams,
    handler: ({ session, params }) => {
      assertOwner(session, params.userId);
      return service.markRead(params.userId, params.messageId, clock);
    },
  }),
  defineRoute({
    method: "delete",
    path: "/users/:userId/messages/:messageId",
    access: "user",
    params: messageParams,
    handler: async ({ session, params }) => {
      assertOwner(session, params.userId);
      await service.dismiss(params.userId, params.messageId, clock);
      return noContent();
    },
  }),
  defineRoute({
    method: "post",
    path: "/admin/messages",
    access: "admin",
    body: sendBroadcastRequestSchema,
    handler: async ({ session, body }) => created(await service.sendBroadcast(session.uid, body, clock)),
  }),
  defineRoute({
    method: "get",
    path: "/admin/messages",
    access: "admin",
    query: broadcastListQuerySchema,
    handler: ({ query }) => service.listBroadcasts(query.limit, query.cursor),
  }),
];

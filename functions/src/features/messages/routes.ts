import { z } from "zod/mini";
import { inboxSchema, messageListQuerySchema, messageSchema } from "../../contract/messages";
import { defineRoute, idParam, noContent } from "../../http/define-route";
import { systemClock } from "../../lib/clock";
import * as service from "./service";

const clock = systemClock;
const inboxParams = z.object({ userId: idParam });
const messageParams = z.object({ userId: idParam, messageId: idParam });

// An inbox is private to its owner, admins included (docs/decisions/011-inboxes-and-broadcasts.md).
export const messageRoutes = [
  defineRoute({
    method: "get",
    path: "/users/:userId/messages",
    access: "owner",
    params: inboxParams,
    query: messageListQuerySchema,
    response: inboxSchema,
    handler: ({ params, query }) => service.listInbox(params.userId, query),
  }),
  defineRoute({
    method: "patch",
    path: "/users/:userId/messages/:messageId/read",
    access: "owner",
    params: messageParams,
    response: messageSchema,
    handler: ({ params }) => service.markRead(params.userId, params.messageId, clock),
  }),
  defineRoute({
    method: "delete",
    path: "/users/:userId/messages/:messageId",
    access: "owner",
    params: messageParams,
    handler: async ({ params }) => {
      await service.dismiss(params.userId, params.messageId, clock);
      return noContent();
    },
  }),
];

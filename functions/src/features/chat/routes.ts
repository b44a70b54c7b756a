import { getAiProvider } from "../../ai";
import {
  chatMessageListSchema,
  chatMessagesQuerySchema,
  chatSessionListSchema,
  chatSessionSchema,
  chatSessionsQuerySchema,
  createChatSessionRequestSchema,
  sendChatMessageRequestSchema,
  sendChatMessageResponseSchema,
} from "../../contract/chat";
import { created, defineRoute, idParams, ownedById } from "../../http/define-route";
import { consume } from "../../http/rate-limit";
import { systemClock } from "../../lib/clock";
import { incubatorWorkFor } from "../../domain/incubator/tutor-work";
import * as service from "./service";

const clock = systemClock;
const deps = { clock, ai: getAiProvider, limit: (uid: string) => consume(service.chatRule, uid, clock) };
// A learner's own chat session, for routes addressed by the session's id.
const ownSession = ownedById("/users/{uid}/chat-sessions", { title: "Own session" });

export const chatRoutes = [
  defineRoute({
    method: "get",
    path: "/users/:id/chat-sessions",
    // Chat is private: the owner only, admins included refused.
    access: "owner",
    params: idParams,
    query: chatSessionsQuerySchema,
    response: chatSessionListSchema,
    handler: ({ params, query }) => service.listSessions(params.id, query.limit),
  }),
  defineRoute({
    method: "post",
    path: "/users/:id/chat-sessions",
    access: "owner",
    params: idParams,
    body: createChatSessionRequestSchema,
    response: chatSessionSchema,
    handler: async ({ session, params, body }) =>
      created(
        await service.createSession(deps, params.id, body, () => incubatorWorkFor(session.uid, session.role, clock)),
      ),
  }),
  defineRoute({
    method: "get",
    path: "/chat-sessions/:id/messages",
    access: "user",
    ownedResource: ownSession,
    params: idParams,
    query: chatMessagesQuerySchema,
    response: chatMessageListSchema,
    handler: ({ session, params, query }) => service.listMessages(params.id, session.uid, query),
  }),
  defineRoute({
    method: "post",
    path: "/chat-sessions/:id/messages",
    access: "user",
    ownedResource: ownSession,
    params: idParams,
    body: sendChatMessageRequestSchema,
    response: sendChatMessageResponseSchema,
    handler: async ({ session, params, body }) =>
      created(
        await service.sendMessage(deps, params.id, session.uid, body.content, () =>
          incubatorWorkFor(session.uid, session.role, clock),
        ),
      ),
  }),
];

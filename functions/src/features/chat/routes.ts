import { z } from "zod";
import { getAiProvider } from "../../ai";
import {
  chatMessagesQuerySchema,
  chatSessionsQuerySchema,
  createChatSessionRequestSchema,
  sendChatMessageRequestSchema,
} from "../../contract/chat";
import { testTutorRequestSchema, tutorConfigSchema } from "../../contract/tutor";
import { created, defineRoute, idParam, type OwnedResource } from "../../http/define-route";
import { consume } from "../../http/rate-limit";
import { systemClock } from "../../lib/clock";
import * as service from "./service";
import { readTutorConfig, saveTutorConfig } from "./tutor-config";

const clock = systemClock;
const userParams = z.object({ id: idParam });
const sessionParams = z.object({ id: idParam });
// A learner's own chat session, for routes addressed by the session's id ("{uid}": the caller).
const ownSession: OwnedResource = {
  param: "id",
  create: { method: "post", path: "/users/{uid}/chat-sessions", body: { title: "Own session" } },
};

export const chatRoutes = [
  defineRoute({
    method: "get",
    path: "/users/:id/chat-sessions",
    // Chat is private: the owner only, admins included refused.
    access: "owner",
    params: userParams,
    query: chatSessionsQuerySchema,
    handler: ({ params, query }) => service.listSessions(params.id, query.limit),
  }),
  defineRoute({
    method: "post",
    path: "/users/:id/chat-sessions",
    access: "owner",
    params: userParams,
    body: createChatSessionRequestSchema,
    handler: async ({ params, body }) => created(await service.createSession(params.id, body.title, clock)),
  }),
  defineRoute({
    method: "get",
    path: "/chat-sessions/:id/messages",
    access: "user",
    ownedResource: ownSession,
    params: sessionParams,
    query: chatMessagesQuerySchema,
    handler: ({ session, params, query }) => service.listMessages(params.id, session.uid, query),
  }),
  defineRoute({
    method: "post",
    path: "/chat-sessions/:id/messages",
    access: "user",
    ownedResource: ownSession,
    params: sessionParams,
    body: sendChatMessageRequestSchema,
    handler: async ({ session, params, body }) =>
      created(
        await service.sendMessage(params.id, session.uid, body.content, clock, getAiProvider, (uid) =>
          consume(service.chatRule, uid, clock),
        ),
      ),
  }),
  defineRoute({
    method: "get",
    path: "/admin/tutor-config",
    access: "admin",
    handler: () => readTutorConfig(),
  }),
  defineRoute({
    method: "post",
    path: "/admin/tutor-config",
    access: "admin",
    body: tutorConfigSchema,
    handler: ({ session, body }) => saveTutorConfig(body, session.uid, clock),
  }),
  defineRoute({
    method: "post",
    path: "/admin/test-tutor",
    access: "admin",
    body: testTutorRequestSchema,
    handler: async ({ session, body }) => {
      await consume(service.tutorTestRule, session.uid, clock);
      return service.testTutor(session.uid, body.message, body.config, getAiProvider);
    },
  }),
];

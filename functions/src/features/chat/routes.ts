import { z } from "zod";
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
import {
  testTutorRequestSchema,
  testTutorResponseSchema,
  tutorConfigResponseSchema,
  tutorConfigSchema,
} from "../../contract/tutor";
import { created, defineRoute, idParam } from "../../http/define-route";
import { consume } from "../../http/rate-limit";
import { systemClock } from "../../lib/clock";
import * as service from "./service";
import { readTutorConfig, saveTutorConfig } from "./tutor-config";

const clock = systemClock;
const userParams = z.object({ id: idParam });
const sessionParams = z.object({ id: idParam });

export const chatRoutes = [
  defineRoute({
    method: "get",
    path: "/users/:id/chat-sessions",
    // Chat is private: the owner only, admins included refused.
    access: "owner",
    params: userParams,
    query: chatSessionsQuerySchema,
    response: chatSessionListSchema,
    handler: ({ params, query }) => service.listSessions(params.id, query.limit),
  }),
  defineRoute({
    method: "post",
    path: "/users/:id/chat-sessions",
    access: "owner",
    params: userParams,
    body: createChatSessionRequestSchema,
    response: chatSessionSchema,
    handler: async ({ params, body }) => created(await service.createSession(params.id, body.title, clock)),
  }),
  defineRoute({
    method: "get",
    path: "/chat-sessions/:id/messages",
    access: "user",
    params: sessionParams,
    query: chatMessagesQuerySchema,
    response: chatMessageListSchema,
    handler: ({ session, params, query }) => service.listMessages(params.id, session.uid, query),
  }),
  defineRoute({
    method: "post",
    path: "/chat-sessions/:id/messages",
    access: "user",
    params: sessionParams,
    body: sendChatMessageRequestSchema,
    response: sendChatMessageResponseSchema,
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
    response: tutorConfigResponseSchema,
    handler: () => readTutorConfig(),
  }),
  defineRoute({
    method: "post",
    path: "/admin/tutor-config",
    access: "admin",
    body: tutorConfigSchema,
    response: tutorConfigResponseSchema,
    handler: ({ session, body }) => saveTutorConfig(body, session.uid, clock),
  }),
  defineRoute({
    method: "post",
    path: "/admin/test-tutor",
    access: "admin",
    body: testTutorRequestSchema,
    response: testTutorResponseSchema,
    handler: async ({ session, body }) => {
      await consume(service.tutorTestRule, session.uid, clock);
      return service.testTutor(session.uid, body.message, body.config, getAiProvider);
    },
  }),
];

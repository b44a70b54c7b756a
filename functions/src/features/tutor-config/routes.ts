import { aiConfiguration, getAiProvider } from "../../ai";
import { readTutorConfig } from "../../ai/tutor";
import {
  aiStatusSchema,
  testTutorRequestSchema,
  testTutorResponseSchema,
  tutorConfigResponseSchema,
  tutorConfigSchema,
} from "../../contract/tutor";
import { defineRoute } from "../../http/define-route";
import { consume } from "../../http/rate-limit";
import { auditActor } from "../../lib/audit-actor";
import { systemClock } from "../../lib/clock";
import * as service from "./service";

const clock = systemClock;
const deps = {
  clock,
  ai: getAiProvider,
  actor: auditActor,
  limit: (uid: string) => consume(service.tutorTestRule, uid, clock),
};

/** The admin's tutor configuration and its test. */
export const tutorConfigRoutes = [
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
    handler: ({ session, body }) => service.saveTutorConfig(deps, body, session.uid),
  }),
  defineRoute({
    method: "post",
    path: "/admin/test-tutor",
    access: "admin",
    body: testTutorRequestSchema,
    response: testTutorResponseSchema,
    handler: ({ session, body }) => service.testTutor(deps, session.uid, body.message, body.config),
  }),
  defineRoute({
    method: "get",
    path: "/admin/ai-status",
    access: "admin",
    response: aiStatusSchema,
    handler: () => service.readAiStatus(aiConfiguration(), clock),
  }),
];

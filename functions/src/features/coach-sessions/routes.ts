import { getAiProvider } from "../../ai";
import { briefStepSchema, briefSummarySchema, sessionBriefSchema } from "../../contract/sessions/brief";
import {
  addActionItemRequestSchema,
  adminSessionParamsSchema,
  coachRatingsSchema,
  coachSessionSchema,
  coachWeekQuerySchema,
  coachWeekSchema,
  sessionOutcomeRequestSchema,
  sessionRevisionRequestSchema,
} from "../../contract/sessions/coach";
import { actionItemSchema } from "../../contract/sessions/learner";
import { created, defineRoute } from "../../http/define-route";
import { consume } from "../../http/rate-limit";
import { systemClock } from "../../lib/clock";
import * as service from "./service";

const clock = systemClock;
const deps = { clock, ai: getAiProvider, limit: (coachId: string) => consume(service.summaryRule, coachId, clock) };

// The coach's side of a session (service.ts): admins, who are all coaches, read every coach's
// sessions and briefs and record what happened. Moving and cancelling are features/sessions'.
export const coachSessionRoutes = [
  defineRoute({
    method: "get",
    path: "/admin/sessions",
    access: "admin",
    query: coachWeekQuerySchema,
    response: coachWeekSchema,
    handler: ({ session, query }) => service.listWeek(session.uid, query),
  }),
  defineRoute({
    method: "get",
    path: "/admin/sessions/:sessionId",
    access: "admin",
    params: adminSessionParamsSchema,
    response: coachSessionSchema,
    handler: ({ params }) => service.readCoachSession(params.sessionId),
  }),
  defineRoute({
    method: "get",
    path: "/admin/sessions/:sessionId/brief",
    access: "admin",
    params: adminSessionParamsSchema,
    response: sessionBriefSchema,
    handler: ({ params }) => service.readBrief(deps, params.sessionId),
  }),
  defineRoute({
    method: "post",
    path: "/admin/sessions/:sessionId/summary",
    access: "admin",
    params: adminSessionParamsSchema,
    response: briefSummarySchema,
    handler: ({ session, params }) => service.summariseBrief(deps, session.uid, params.sessionId),
  }),
  defineRoute({
    method: "put",
    path: "/admin/sessions/:sessionId/outcome",
    access: "admin",
    params: adminSessionParamsSchema,
    body: sessionOutcomeRequestSchema,
    response: coachSessionSchema,
    handler: ({ params, body }) => service.setOutcome(deps, params.sessionId, body),
  }),
  defineRoute({
    method: "post",
    path: "/admin/sessions/:sessionId/action-items",
    access: "admin",
    params: adminSessionParamsSchema,
    body: addActionItemRequestSchema,
    response: actionItemSchema,
    handler: async ({ params, body }) => created(await service.addItem(deps, params.sessionId, body.text)),
  }),
  defineRoute({
    method: "post",
    path: "/admin/sessions/:sessionId/revision",
    access: "admin",
    params: adminSessionParamsSchema,
    body: sessionRevisionRequestSchema,
    response: briefStepSchema,
    handler: ({ session, params, body }) => service.requestRevision(deps, session.uid, params.sessionId, body),
  }),
  defineRoute({
    method: "get",
    path: "/admin/session-ratings",
    access: "admin",
    response: coachRatingsSchema,
    handler: () => service.listRatings(),
  }),
];

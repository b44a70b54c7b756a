import { getAiProvider } from "../../ai";
import {
  badgeListSchema,
  evaluateRequestSchema,
  evaluationResultSchema,
  incubatorOverviewSchema,
  incubatorPhaseListSchema,
  incubatorProgressSchema,
  incubatorStepSchema,
  phaseKeyParamsSchema,
  phaseStepsResponseSchema,
  recommendationParamsSchema,
  saveAnswerRequestSchema,
  saveAnswerResponseSchema,
  stepIdParamsSchema,
  trackRequestSchema,
  trackResponseSchema,
} from "../../contract/incubator";
import { incubatorPlanSchema } from "../../contract/incubator-plan";
import { defineRoute } from "../../http/define-route";
import { consumeConcurrently } from "../../http/rate-limit";
import { systemClock } from "../../lib/clock";
import * as service from "./service";
import { evaluate, evaluationRule } from "./evaluation";
import { readPlan } from "./plan";
import { track } from "./recommendations";

const clock = systemClock;
const deps = {
  clock,
  ai: getAiProvider,
  limit: (uid: string) => consumeConcurrently(evaluationRule, uid, clock),
};

// The Incubator is for admins only for now: learners 403, visitors 401.
export const incubatorRoutes = [
  defineRoute({
    method: "get",
    path: "/incubator/phases",
    access: "admin",
    response: incubatorPhaseListSchema,
    handler: ({ session }) => service.listPhases(session.uid, clock),
  }),
  defineRoute({
    method: "get",
    path: "/incubator/me/progress",
    access: "admin",
    response: incubatorProgressSchema,
    handler: ({ session }) => service.readProgress(session.uid, clock),
  }),
  defineRoute({
    method: "get",
    path: "/incubator/me/badges",
    access: "admin",
    response: badgeListSchema,
    handler: ({ session }) => service.listBadges(session.uid),
  }),
  defineRoute({
    method: "get",
    path: "/incubator/me/overview",
    access: "admin",
    response: incubatorOverviewSchema,
    handler: ({ session }) => service.readOverview(session.uid, clock),
  }),
  defineRoute({
    method: "get",
    path: "/incubator/me/plan",
    access: "admin",
    response: incubatorPlanSchema,
    handler: ({ session }) => readPlan(session.uid, clock),
  }),
  defineRoute({
    method: "get",
    path: "/incubator/phase/:phaseKey/steps",
    access: "admin",
    params: phaseKeyParamsSchema,
    response: phaseStepsResponseSchema,
    handler: ({ session, params }) => service.phaseSteps(session.uid, params.phaseKey, clock),
  }),
  defineRoute({
    method: "get",
    path: "/incubator/step/:stepId",
    access: "admin",
    params: stepIdParamsSchema,
    response: incubatorStepSchema,
    handler: ({ session, params }) => service.readStep(session.uid, params.stepId, clock),
  }),
  defineRoute({
    method: "post",
    path: "/incubator/step/:stepId/answer",
    access: "admin",
    params: stepIdParamsSchema,
    body: saveAnswerRequestSchema,
    response: saveAnswerResponseSchema,
    handler: ({ session, params, body }) => service.saveAnswer(deps, session.uid, params.stepId, body.input),
  }),
  defineRoute({
    method: "post",
    path: "/incubator/step/:stepId/evaluate",
    access: "admin",
    params: stepIdParamsSchema,
    body: evaluateRequestSchema,
    response: evaluationResultSchema,
    handler: ({ session, params }) => evaluate(deps, session.uid, params.stepId),
  }),
  defineRoute({
    method: "post",
    path: "/incubator/recommendation/:id/track",
    access: "admin",
    params: recommendationParamsSchema,
    body: trackRequestSchema,
    response: trackResponseSchema,
    handler: ({ session, params, body }) => track(deps, session.uid, params.id, body.eventType),
  }),
];

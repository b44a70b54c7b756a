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
import { incubatorAccessSchema } from "../../contract/incubator-launch";
import { incubatorPlanSchema } from "../../contract/incubator-plan";
import { defineRoute } from "../../http/define-route";
import { incubatorIsOpen } from "../../http/incubator-access";
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

// The Incubator is for admins, and for every signed-in user while the launch switch is on
// (http/incubator-access.ts): learners 403 while it is off, visitors 401.
export const incubatorRoutes = [
  defineRoute({
    method: "get",
    path: "/incubator/access",
    access: "user",
    response: incubatorAccessSchema,
    handler: async () => ({ open: await incubatorIsOpen(clock) }),
  }),
  defineRoute({
    method: "get",
    path: "/incubator/phases",
    access: "incubator",
    response: incubatorPhaseListSchema,
    handler: ({ session }) => service.listPhases(session.uid, clock),
  }),
  defineRoute({
    method: "get",
    path: "/incubator/me/progress",
    access: "incubator",
    response: incubatorProgressSchema,
    handler: ({ session }) => service.readProgress(session.uid, clock),
  }),
  defineRoute({
    method: "get",
    path: "/incubator/me/badges",
    access: "incubator",
    response: badgeListSchema,
    handler: ({ session }) => service.listBadges(session.uid, clock),
  }),
  defineRoute({
    method: "get",
    path: "/incubator/me/overview",
    access: "incubator",
    response: incubatorOverviewSchema,
    handler: ({ session }) => service.readOverview(session.uid, clock),
  }),
  defineRoute({
    method: "get",
    path: "/incubator/me/plan",
    access: "incubator",
    response: incubatorPlanSchema,
    handler: ({ session }) => readPlan(session.uid, clock),
  }),
  defineRoute({
    method: "get",
    path: "/incubator/phase/:phaseKey/steps",
    access: "incubator",
    params: phaseKeyParamsSchema,
    response: phaseStepsResponseSchema,
    handler: ({ session, params }) => service.phaseSteps(session.uid, params.phaseKey, clock),
  }),
  defineRoute({
    method: "get",
    path: "/incubator/step/:stepId",
    access: "incubator",
    params: stepIdParamsSchema,
    response: incubatorStepSchema,
    handler: ({ session, params }) => service.readStep(session.uid, params.stepId, clock),
  }),
  defineRoute({
    method: "post",
    path: "/incubator/step/:stepId/answer",
    access: "incubator",
    params: stepIdParamsSchema,
    body: saveAnswerRequestSchema,
    response: saveAnswerResponseSchema,
    handler: ({ session, params, body }) => service.saveAnswer(deps, session.uid, params.stepId, body.input),
  }),
  defineRoute({
    method: "post",
    path: "/incubator/step/:stepId/evaluate",
    access: "incubator",
    params: stepIdParamsSchema,
    body: evaluateRequestSchema,
    response: evaluationResultSchema,
    handler: ({ session, params }) => evaluate(deps, session.uid, params.stepId),
  }),
  defineRoute({
    method: "post",
    path: "/incubator/recommendation/:id/track",
    access: "incubator",
    params: recommendationParamsSchema,
    body: trackRequestSchema,
    response: trackResponseSchema,
    handler: ({ session, params, body }) => track(deps, session.uid, params.id, body.eventType),
  }),
];

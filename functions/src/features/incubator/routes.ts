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
} from "../../contract/incubator/learner";
import {
  incubatorAccessSchema,
  incubatorLaunchSchema,
  setIncubatorLaunchRequestSchema,
} from "../../contract/incubator/launch";
import { incubatorPlanSchema } from "../../contract/incubator/plan";
import { defineRoute } from "../../http/define-route";
import { incubatorIsOpen } from "../../lib/incubator-launch";
import { incubatorAccess } from "./access";
import { readIncubatorLaunch, setIncubatorLaunch } from "./launch";
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
// (access.ts): learners 403 while it is off, visitors 401. Admins open and close it (launch.ts).
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
    access: incubatorAccess,
    response: incubatorPhaseListSchema,
    handler: ({ session }) => service.listPhases(session.uid, clock),
  }),
  defineRoute({
    method: "get",
    path: "/incubator/me/progress",
    access: incubatorAccess,
    response: incubatorProgressSchema,
    handler: ({ session }) => service.readProgress(session.uid, clock),
  }),
  defineRoute({
    method: "get",
    path: "/incubator/me/badges",
    access: incubatorAccess,
    response: badgeListSchema,
    handler: ({ session }) => service.listBadges(session.uid, clock),
  }),
  defineRoute({
    method: "get",
    path: "/incubator/me/overview",
    access: incubatorAccess,
    response: incubatorOverviewSchema,
    handler: ({ session }) => service.readOverview(session.uid, clock),
  }),
  defineRoute({
    method: "get",
    path: "/incubator/me/plan",
    access: incubatorAccess,
    response: incubatorPlanSchema,
    handler: ({ session }) => readPlan(session.uid, clock),
  }),
  defineRoute({
    method: "get",
    path: "/incubator/phase/:phaseKey/steps",
    access: incubatorAccess,
    params: phaseKeyParamsSchema,
    response: phaseStepsResponseSchema,
    handler: ({ session, params }) => service.phaseSteps(session.uid, params.phaseKey, clock),
  }),
  defineRoute({
    method: "get",
    path: "/incubator/step/:stepId",
    access: incubatorAccess,
    params: stepIdParamsSchema,
    response: incubatorStepSchema,
    handler: ({ session, params }) => service.readStep(session.uid, params.stepId, clock),
  }),
  defineRoute({
    method: "post",
    path: "/incubator/step/:stepId/answer",
    access: incubatorAccess,
    params: stepIdParamsSchema,
    body: saveAnswerRequestSchema,
    response: saveAnswerResponseSchema,
    handler: ({ session, params, body }) => service.saveAnswer(deps, session.uid, params.stepId, body.input),
  }),
  defineRoute({
    method: "post",
    path: "/incubator/step/:stepId/evaluate",
    access: incubatorAccess,
    params: stepIdParamsSchema,
    body: evaluateRequestSchema,
    response: evaluationResultSchema,
    handler: ({ session, params }) => evaluate(deps, session.uid, params.stepId),
  }),
  defineRoute({
    method: "post",
    path: "/incubator/recommendation/:id/track",
    access: incubatorAccess,
    params: recommendationParamsSchema,
    body: trackRequestSchema,
    response: trackResponseSchema,
    handler: ({ session, params, body }) => track(deps, session.uid, params.id, body.eventType),
  }),
  defineRoute({
    method: "get",
    path: "/admin/incubator/launch",
    access: "admin",
    response: incubatorLaunchSchema,
    handler: () => readIncubatorLaunch(),
  }),
  defineRoute({
    method: "put",
    path: "/admin/incubator/launch",
    access: "admin",
    body: setIncubatorLaunchRequestSchema,
    response: incubatorLaunchSchema,
    handler: ({ session, body }) => setIncubatorLaunch(deps, session.uid, body.open),
  }),
];

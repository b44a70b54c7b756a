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
  askForReviewRequestSchema,
  askForReviewResponseSchema,
  attemptParamsSchema,
} from "../../contract/incubator/coach";
import { COACH_LIMITS } from "../../contract/incubator/coaching";
import { incubatorAccessSchema } from "../../contract/incubator/launch";
import { incubatorPlanSchema } from "../../contract/incubator/plan";
import { isIncubatorOpenFor } from "../../domain/incubator/launch";
import { defineRoute, type OwnedResource } from "../../http/define-route";
import { consume, consumeConcurrently, type RateRule } from "../../http/rate-limit";
import { systemClock } from "../../lib/clock";
import { incubatorAccess } from "./access";
import { evaluate, evaluationRule } from "./evaluation";
import { track } from "./recommendations";
import * as service from "./service";

/** The guard on "Ask my coach to review": each one asks a person for their time. */
const reviewRequestRule: RateRule = {
  scope: "incubator-review-request",
  limit: COACH_LIMITS.disputesPerWindow,
  windowSeconds: COACH_LIMITS.disputeWindowHours * 60 * 60,
  message: "You have asked your coach for several reviews today.",
};

const clock = systemClock;
const deps = {
  clock,
  ai: getAiProvider,
  limit: (uid: string) => consumeConcurrently(evaluationRule, uid, clock),
  limitReviewRequests: (uid: string) => consume(reviewRequestRule, uid, clock),
};

/** A failed attempt of the caller's (the gate stops a one-word answer), for the route-table attack suites. */
const ownAttempt: OwnedResource = {
  param: "attemptId",
  prepare: [{ method: "post", path: "/incubator/step/1/answer", body: { input: ["x"] } }],
  create: { method: "post", path: "/incubator/step/1/evaluate", body: {} },
  idField: "attemptId",
};

// The Incubator is for admins, for every signed-in user while the launch switch is on, and for
// members of an open or running cohort (access.ts): learners 403 while it is off, visitors 401. Admins open and close it
// (features/incubator-admin). A learner asks for a review of their own attempts only (the path is
// theirs: another learner's attempt is a 404).
export const incubatorRoutes = [
  defineRoute({
    method: "get",
    path: "/incubator/access",
    access: "user",
    response: incubatorAccessSchema,
    handler: async ({ session }) => ({ open: await isIncubatorOpenFor(session.uid, clock) }),
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
    handler: ({ session }) => service.readPlan(session.uid, clock),
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
    method: "post",
    path: "/incubator/attempts/:attemptId/review",
    access: incubatorAccess,
    params: attemptParamsSchema,
    body: askForReviewRequestSchema,
    response: askForReviewResponseSchema,
    ownedResource: ownAttempt,
    handler: ({ session, params }) => service.askForReview(deps, session.uid, params.attemptId),
  }),
];

import {
  askForReviewRequestSchema,
  askForReviewResponseSchema,
  attemptPageQuerySchema,
  attemptParamsSchema,
  coachedAttemptPageSchema,
  coachNoteRequestSchema,
  coachResponseSchema,
  coachVerdictRequestSchema,
  learnerAttemptParamsSchema,
  learnerIncubatorSchema,
  learnerParamsSchema,
  learnerStepParamsSchema,
  reviewQueuePageSchema,
  reviewQueueQuerySchema,
} from "../../contract/incubator/coach";
import { defineRoute, type OwnedResource } from "../../http/define-route";
import { consume } from "../../http/rate-limit";
import { systemClock } from "../../lib/clock";
import { incubatorAccess } from "./access";
import {
  askForReview,
  giveVerdict,
  listReviewQueue,
  listStepAttempts,
  noteAttempt,
  readLearnerIncubator,
  reviewRequestRule,
} from "./coach";

const clock = systemClock;

/** A failed attempt of the caller's (the gate stops a one-word answer), for the route-table attack suites. */
const ownAttempt: OwnedResource = {
  param: "attemptId",
  prepare: [{ method: "post", path: "/incubator/step/1/answer", body: { input: ["x"] } }],
  create: { method: "post", path: "/incubator/step/1/evaluate", body: {} },
  idField: "attemptId",
};
const deps = { clock, limitReviewRequests: (uid: string) => consume(reviewRequestRule, uid, clock) };

// Coach review (coach.ts): admins read any learner's Incubator and review attempts; a learner asks
// for a review of their own attempts only (the path is theirs: another learner's attempt is a 404).
export const coachRoutes = [
  defineRoute({
    method: "post",
    path: "/incubator/attempts/:attemptId/review",
    access: incubatorAccess,
    params: attemptParamsSchema,
    body: askForReviewRequestSchema,
    response: askForReviewResponseSchema,
    ownedResource: ownAttempt,
    handler: ({ session, params }) => askForReview(deps, session.uid, params.attemptId),
  }),
  defineRoute({
    method: "get",
    path: "/admin/users/:id/incubator",
    access: "admin",
    params: learnerParamsSchema,
    response: learnerIncubatorSchema,
    handler: ({ params }) => readLearnerIncubator(params.id),
  }),
  defineRoute({
    method: "get",
    path: "/admin/users/:id/incubator/steps/:stepId/attempts",
    access: "admin",
    params: learnerStepParamsSchema,
    query: attemptPageQuerySchema,
    response: coachedAttemptPageSchema,
    handler: ({ params, query }) => listStepAttempts(params.id, params.stepId, query.cursor),
  }),
  defineRoute({
    method: "post",
    path: "/admin/users/:id/incubator/attempts/:attemptId/note",
    access: "admin",
    params: learnerAttemptParamsSchema,
    body: coachNoteRequestSchema,
    response: coachResponseSchema,
    handler: ({ session, params, body }) => noteAttempt(deps, session.uid, params.id, params.attemptId, body.text),
  }),
  defineRoute({
    method: "post",
    path: "/admin/users/:id/incubator/attempts/:attemptId/verdict",
    access: "admin",
    params: learnerAttemptParamsSchema,
    body: coachVerdictRequestSchema,
    response: coachResponseSchema,
    handler: ({ session, params, body }) => giveVerdict(deps, session.uid, params.id, params.attemptId, body),
  }),
  defineRoute({
    method: "get",
    path: "/admin/incubator/reviews",
    access: "admin",
    query: reviewQueueQuerySchema,
    response: reviewQueuePageSchema,
    handler: ({ query }) => listReviewQueue(query.cursor),
  }),
];

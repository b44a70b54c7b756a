import {
  attemptPageQuerySchema,
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
import { defineRoute } from "../../http/define-route";
import { systemClock } from "../../lib/clock";
import { giveVerdict, listReviewQueue, listStepAttempts, noteAttempt, readLearnerIncubator } from "./service";

const deps = { clock: systemClock };

// Coach review (service.ts): admins read any learner's Incubator, note and review attempts, and work
// through the review queue. The learner's own "Ask my coach to review" is the Incubator's
// (features/incubator/routes.ts).
export const incubatorCoachRoutes = [
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
    handler: ({ session, query }) => listReviewQueue(query.cursor, query.coach === "me" ? session.uid : undefined),
  }),
];

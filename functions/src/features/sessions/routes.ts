import { z } from "zod/mini";
import { apiErrorSchema } from "../../contract/errors";
import {
  adminSessionParamsSchema,
  coachCancelRequestSchema,
  coachMoveRequestSchema,
  coachSessionSummarySchema,
} from "../../contract/sessions/coach";
import {
  actionItemParamsSchema,
  actionItemSchema,
  actionItemsPageSchema,
  actionItemsQuerySchema,
  bookableCoachesSchema,
  bookSessionRequestSchema,
  cancelSessionRequestSchema,
  coachParamsSchema,
  freeSlotsSchema,
  learnerSessionListSchema,
  learnerSessionSchema,
  rateSessionRequestSchema,
  rescheduleRequestSchema,
  sessionListQuerySchema,
  sessionParamsSchema,
  slotsQuerySchema,
  slotTakenSchema,
  updateActionItemRequestSchema,
} from "../../contract/sessions/learner";
import { created, defineRoute, idParams, type OwnedResource } from "../../http/define-route";
import { systemClock } from "../../lib/clock";
import * as service from "./service";

const deps = { clock: systemClock };

/** A 409 names the coach's fresh slots when the slot was taken meanwhile; other conflicts only say why. */
const slotConflict = z.union([slotTakenSchema, apiErrorSchema]);

// A learner's own session, booked with the attack suites' coach (test/route-table.ts).
const ownSession: OwnedResource = {
  param: "sessionId",
  create: {
    method: "post",
    path: "/sessions",
    body: { coachId: "{coachId}", startsAt: "{startsAt}", topic: "My pricing" },
  },
  fixture: "bookableCoach",
};

// Learners book their own sessions and read only their own (another learner's is not found); a
// coach's free slots are any learner's to read who may book that coach, never who holds the
// others. Coaches (every admin) move and cancel any session, with a reason the learner sees.
export const sessionRoutes = [
  defineRoute({
    method: "get",
    path: "/sessions/coaches",
    access: "user",
    response: bookableCoachesSchema,
    handler: ({ session }) => service.listCoaches(deps, session.uid),
  }),
  defineRoute({
    method: "get",
    path: "/sessions/coaches/:coachId/slots",
    access: "user",
    sharedParam: "coachId",
    params: coachParamsSchema,
    query: slotsQuerySchema,
    response: freeSlotsSchema,
    handler: ({ session, params, query }) => service.listSlots(deps, session.uid, params.coachId, query),
  }),
  defineRoute({
    method: "post",
    path: "/sessions",
    access: "user",
    body: bookSessionRequestSchema,
    response: learnerSessionSchema,
    errorResponses: { 409: slotConflict },
    handler: async ({ session, body }) => created(await service.book(deps, session.uid, body)),
  }),
  defineRoute({
    method: "get",
    path: "/sessions",
    access: "user",
    query: sessionListQuerySchema,
    response: learnerSessionListSchema,
    handler: ({ session, query }) => service.listSessions(deps, session.uid, query.cursor),
  }),
  defineRoute({
    method: "get",
    path: "/sessions/:sessionId",
    access: "user",
    ownedResource: ownSession,
    params: sessionParamsSchema,
    response: learnerSessionSchema,
    handler: ({ session, params }) => service.getSession(deps, session.uid, params.sessionId),
  }),
  defineRoute({
    method: "post",
    path: "/sessions/:sessionId/reschedule",
    access: "user",
    ownedResource: ownSession,
    params: sessionParamsSchema,
    body: rescheduleRequestSchema,
    response: learnerSessionSchema,
    errorResponses: { 409: slotConflict },
    handler: ({ session, params, body }) => service.reschedule(deps, session.uid, params.sessionId, body.startsAt),
  }),
  defineRoute({
    method: "post",
    path: "/sessions/:sessionId/cancel",
    access: "user",
    ownedResource: ownSession,
    params: sessionParamsSchema,
    body: cancelSessionRequestSchema,
    response: learnerSessionSchema,
    handler: ({ session, params, body }) => service.cancel(deps, session.uid, params.sessionId, body.reason),
  }),
  defineRoute({
    method: "put",
    path: "/sessions/:sessionId/rating",
    access: "user",
    ownedResource: ownSession,
    params: sessionParamsSchema,
    body: rateSessionRequestSchema,
    response: learnerSessionSchema,
    handler: ({ session, params, body }) => service.rate(deps, session.uid, params.sessionId, body),
  }),
  defineRoute({
    method: "get",
    path: "/users/:id/action-items",
    access: "owner",
    params: idParams,
    query: actionItemsQuerySchema,
    response: actionItemsPageSchema,
    handler: ({ params, query }) => service.listActionItems(params.id, query.cursor),
  }),
  defineRoute({
    method: "patch",
    path: "/users/:id/action-items/:itemId",
    access: "owner",
    params: actionItemParamsSchema,
    body: updateActionItemRequestSchema,
    response: actionItemSchema,
    handler: ({ params, body }) => service.updateActionItem(deps, params.id, params.itemId, body.done),
  }),
  defineRoute({
    method: "post",
    path: "/admin/sessions/:sessionId/move",
    access: "admin",
    params: adminSessionParamsSchema,
    body: coachMoveRequestSchema,
    response: coachSessionSummarySchema,
    errorResponses: { 409: slotConflict },
    handler: ({ params, body }) => service.coachMove(deps, params.sessionId, body),
  }),
  defineRoute({
    method: "post",
    path: "/admin/sessions/:sessionId/cancel",
    access: "admin",
    params: adminSessionParamsSchema,
    body: coachCancelRequestSchema,
    response: coachSessionSummarySchema,
    handler: ({ params, body }) => service.coachCancel(deps, params.sessionId, body),
  }),
];

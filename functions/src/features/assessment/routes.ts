import { z } from "zod";
import { assessmentRequestSchema } from "../../contract/assessment";
import { assertCanRead, assertOwner } from "../../http/access";
import { created, defineRoute, idParam } from "../../http/define-route";
import { systemClock } from "../../lib/clock";
import * as service from "./service";

const clock = systemClock;
const userParams = z.object({ id: idParam });

export const assessmentRoutes = [
  defineRoute({
    method: "post",
    path: "/users/:id/assessment",
    access: "user",
    params: userParams,
    body: assessmentRequestSchema,
    handler: async ({ session, params, body }) => {
      assertOwner(session, params.id);
      return created(await service.submitAssessment(params.id, body.answers, clock));
    },
  }),
  defineRoute({
    method: "post",
    path: "/users/:id/recalculate-progress",
    access: "user",
    params: userParams,
    handler: ({ session, params }) => {
      assertOwner(session, params.id);
      return service.recalculateProgress(params.id, clock);
    },
  }),
  defineRoute({
    method: "get",
    path: "/users/:id/skill-progress",
    access: "user",
    params: userParams,
    handler: ({ session, params }) => {
      assertCanRead(session, params.id);
      return service.listSkillProgress(params.id);
    },
  }),
  defineRoute({
    method: "get",
    path: "/users/:id/recommendations",
    access: "user",
    params: userParams,
    handler: async ({ session, params }) => {
      assertCanRead(session, params.id);
      return { recommendations: await service.recommendationsFor(params.id) };
    },
  }),
  defineRoute({
    method: "get",
    path: "/users/:id/assessment-summary",
    access: "user",
    params: userParams,
    handler: ({ session, params }) => {
      assertCanRead(session, params.id);
      return service.assessmentSummary(params.id);
    },
  }),
];

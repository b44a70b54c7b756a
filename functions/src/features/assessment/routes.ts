import {
  assessmentRequestSchema,
  assessmentResultSchema,
  assessmentSummarySchema,
  recommendationsResponseSchema,
  skillProgressListSchema,
} from "../../contract/assessment";
import { created, defineRoute, idParams } from "../../http/define-route";
import { systemClock } from "../../lib/clock";
import * as service from "./service";

export const assessmentRoutes = [
  defineRoute({
    method: "post",
    path: "/users/:id/assessment",
    access: "owner",
    params: idParams,
    body: assessmentRequestSchema,
    response: assessmentResultSchema,
    handler: async ({ params, body }) => created(await service.submitAssessment(params.id, body.answers, systemClock)),
  }),
  defineRoute({
    method: "post",
    path: "/users/:id/recalculate-progress",
    access: "owner",
    params: idParams,
    response: skillProgressListSchema,
    handler: ({ params }) => service.recalculateProgress(params.id, systemClock),
  }),
  defineRoute({
    method: "get",
    path: "/users/:id/skill-progress",
    access: "ownerOrAdmin",
    params: idParams,
    response: skillProgressListSchema,
    handler: ({ params }) => service.listSkillProgress(params.id),
  }),
  defineRoute({
    method: "get",
    path: "/users/:id/recommendations",
    access: "ownerOrAdmin",
    params: idParams,
    response: recommendationsResponseSchema,
    handler: async ({ params }) => ({ recommendations: await service.recommendationsFor(params.id) }),
  }),
  defineRoute({
    method: "get",
    path: "/users/:id/assessment-summary",
    access: "ownerOrAdmin",
    params: idParams,
    response: assessmentSummarySchema,
    handler: ({ params }) => service.assessmentSummary(params.id),
  }),
];

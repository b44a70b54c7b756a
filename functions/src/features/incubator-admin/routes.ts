import { getAiProvider } from "../../ai";
import {
  adminPhaseListSchema,
  adminPhaseParamsSchema,
  adminPhaseSchema,
  adminStepListSchema,
  adminStepParamsSchema,
  adminStepSchema,
  createStepRequestSchema,
  previewEvaluationRequestSchema,
  previewEvaluationResponseSchema,
  reorderStepsRequestSchema,
  setActiveRequestSchema,
  updateStepRequestSchema,
} from "../../contract/incubator/admin";
import { incubatorLaunchSchema, setIncubatorLaunchRequestSchema } from "../../contract/incubator/launch";
import { created, defineRoute } from "../../http/define-route";
import { consume } from "../../http/rate-limit";
import { systemClock } from "../../lib/clock";
import { readIncubatorLaunch, setIncubatorLaunch } from "./launch";
import * as service from "./service";

const clock = systemClock;
const deps = { clock, ai: getAiProvider, limit: (uid: string) => consume(service.previewRule, uid, clock) };

/**
 * The Incubator admin's endpoints: reading and editing phases and steps, adding a step, previewing
 * an evaluation, and the launch switch that opens the Incubator to learners (launch.ts).
 */
export const incubatorAdminRoutes = [
  defineRoute({
    method: "get",
    path: "/admin/incubator/phases",
    access: "admin",
    response: adminPhaseListSchema,
    handler: () => service.listAdminPhases(),
  }),
  defineRoute({
    method: "get",
    path: "/admin/incubator/phase/:phaseId/steps",
    access: "admin",
    params: adminPhaseParamsSchema,
    response: adminStepListSchema,
    handler: ({ params }) => service.listAdminSteps(params.phaseId),
  }),
  defineRoute({
    method: "post",
    path: "/admin/incubator/phase/:phaseId/steps",
    access: "admin",
    params: adminPhaseParamsSchema,
    body: createStepRequestSchema,
    response: adminStepSchema,
    handler: async ({ session, params, body }) =>
      created(await service.createStep(deps, session.uid, params.phaseId, body)),
  }),
  defineRoute({
    method: "patch",
    path: "/admin/incubator/phase/:phaseId/active",
    access: "admin",
    params: adminPhaseParamsSchema,
    body: setActiveRequestSchema,
    response: adminPhaseSchema,
    handler: ({ session, params, body }) => service.setPhaseActive(deps, session.uid, params.phaseId, body.isActive),
  }),
  defineRoute({
    method: "post",
    path: "/admin/incubator/phase/:phaseId/reorder",
    access: "admin",
    params: adminPhaseParamsSchema,
    body: reorderStepsRequestSchema,
    response: adminStepListSchema,
    handler: ({ session, params, body }) => service.reorderSteps(deps, session.uid, params.phaseId, body.stepOrders),
  }),
  defineRoute({
    method: "patch",
    path: "/admin/incubator/step/:stepId/active",
    access: "admin",
    params: adminStepParamsSchema,
    body: setActiveRequestSchema,
    response: adminStepSchema,
    handler: ({ session, params, body }) => service.setStepActive(deps, session.uid, params.stepId, body.isActive),
  }),
  defineRoute({
    method: "patch",
    path: "/admin/incubator/step/:stepId",
    access: "admin",
    params: adminStepParamsSchema,
    body: updateStepRequestSchema,
    response: adminStepSchema,
    handler: ({ session, params, body }) => service.updateStep(deps, session.uid, params.stepId, body),
  }),
  defineRoute({
    method: "post",
    path: "/admin/incubator/step/:stepId/preview-evaluation",
    access: "admin",
    params: adminStepParamsSchema,
    body: previewEvaluationRequestSchema,
    response: previewEvaluationResponseSchema,
    handler: ({ session, params, body }) =>
      service.previewEvaluation(deps, session.uid, params.stepId, body.sampleAnswer),
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

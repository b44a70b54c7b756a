import {
  adminCohortSchema,
  cohortListPageSchema,
  cohortListQuerySchema,
  cohortMemberParamsSchema,
  cohortParamsSchema,
  createCohortRequestSchema,
  rosterPageSchema,
  rosterQuerySchema,
  scheduleDefaultQuerySchema,
  scheduleDefaultSchema,
  setCohortCoachesRequestSchema,
  setMemberCoachRequestSchema,
  updateCohortRequestSchema,
} from "../../contract/cohorts/admin";
import { created, defineRoute } from "../../http/define-route";
import { auditActor } from "../../lib/audit-actor";
import { systemClock } from "../../lib/clock";
import * as service from "./service";

const deps: service.CohortDependencies = { clock: systemClock, actor: auditActor };

/** The admin's cohorts: admin-only. Enrolment and the cohort dashboard are their own features. */
export const cohortAdminRoutes = [
  defineRoute({
    method: "get",
    path: "/admin/cohorts",
    access: "admin",
    query: cohortListQuerySchema,
    response: cohortListPageSchema,
    handler: ({ query }) => service.listCohorts(deps, query.cursor),
  }),
  defineRoute({
    method: "post",
    path: "/admin/cohorts",
    access: "admin",
    body: createCohortRequestSchema,
    response: adminCohortSchema,
    handler: async ({ session, body }) => created(await service.createAdminCohort(deps, session.uid, body)),
  }),
  // Before /admin/cohorts/:cohortId, which would take "schedule-default" for an id.
  defineRoute({
    method: "get",
    path: "/admin/cohorts/schedule-default",
    access: "admin",
    query: scheduleDefaultQuerySchema,
    response: scheduleDefaultSchema,
    handler: ({ query }) => service.readScheduleDefault(query.weeks),
  }),
  defineRoute({
    method: "get",
    path: "/admin/cohorts/:cohortId",
    access: "admin",
    params: cohortParamsSchema,
    response: adminCohortSchema,
    handler: ({ params }) => service.readAdminCohort(deps, params.cohortId),
  }),
  defineRoute({
    method: "patch",
    path: "/admin/cohorts/:cohortId",
    access: "admin",
    params: cohortParamsSchema,
    body: updateCohortRequestSchema,
    response: adminCohortSchema,
    handler: ({ session, params, body }) => service.updateAdminCohort(deps, session.uid, params.cohortId, body),
  }),
  defineRoute({
    method: "put",
    path: "/admin/cohorts/:cohortId/coaches",
    access: "admin",
    params: cohortParamsSchema,
    body: setCohortCoachesRequestSchema,
    response: adminCohortSchema,
    handler: ({ session, params, body }) => service.setCohortCoaches(deps, session.uid, params.cohortId, body.coachIds),
  }),
  defineRoute({
    method: "get",
    path: "/admin/cohorts/:cohortId/members",
    access: "admin",
    params: cohortParamsSchema,
    query: rosterQuerySchema,
    response: rosterPageSchema,
    handler: ({ session, params, query }) => service.listRoster(session.uid, params.cohortId, query),
  }),
  defineRoute({
    method: "put",
    path: "/admin/cohorts/:cohortId/members/:uid/coach",
    access: "admin",
    params: cohortMemberParamsSchema,
    body: setMemberCoachRequestSchema,
    response: adminCohortSchema,
    handler: ({ session, params, body }) =>
      service.reassignCoach(deps, session.uid, params.cohortId, params.uid, body.coachId),
  }),
];

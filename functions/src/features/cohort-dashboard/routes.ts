import { cohortDashboardSchema, dashboardParamsSchema, dashboardQuerySchema } from "../../contract/cohorts/dashboard";
import { defineRoute } from "../../http/define-route";
import { systemClock } from "../../lib/clock";
import { readDashboard } from "./service";

const deps = { clock: systemClock };

/** The cohort dashboard for coaches: the roster (the caller's learners first) and the weekly series. */
export const cohortDashboardRoutes = [
  defineRoute({
    method: "get",
    path: "/admin/cohorts/:cohortId/dashboard",
    access: "admin",
    params: dashboardParamsSchema,
    query: dashboardQuerySchema,
    response: cohortDashboardSchema,
    handler: ({ session, params, query }) => readDashboard(deps, session.uid, params.cohortId, query),
  }),
];

import {
  checkInListSchema,
  checkInRequestSchema,
  checkInSchema,
  checkInWeekParamsSchema,
  cohortWeekSchema,
} from "../../contract/cohorts/week";
import { defineRoute, idParams } from "../../http/define-route";
import { systemClock } from "../../lib/clock";
import * as service from "./service";

const deps = { clock: systemClock };

// A learner reads their own week and check-ins and writes their own check-in (the session names
// them: no path names another learner); admins read a learner's check-ins.
export const cohortWeekRoutes = [
  defineRoute({
    method: "get",
    path: "/cohort/week",
    access: "user",
    response: cohortWeekSchema,
    handler: ({ session }) => service.readWeek(deps, session.uid),
  }),
  defineRoute({
    method: "get",
    path: "/cohort/check-ins",
    access: "user",
    response: checkInListSchema,
    handler: ({ session }) => service.listCheckIns(deps, session.uid),
  }),
  defineRoute({
    method: "put",
    path: "/cohort/check-ins/:week",
    access: "user",
    params: checkInWeekParamsSchema,
    body: checkInRequestSchema,
    response: checkInSchema,
    handler: ({ session, params, body }) => service.putCheckIn(deps, session.uid, params.week, body),
  }),
  defineRoute({
    method: "get",
    path: "/admin/users/:id/check-ins",
    access: "admin",
    params: idParams,
    response: checkInListSchema,
    handler: ({ params }) => service.listCheckIns(deps, params.id),
  }),
];

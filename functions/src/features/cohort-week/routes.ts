import {
  checkInListSchema,
  checkInRequestSchema,
  checkInSchema,
  checkInWeekParamsSchema,
  cohortWeekSchema,
} from "../../contract/cohorts/week";
import { z } from "zod/mini";
import { defineRoute, idParam, idParams } from "../../http/define-route";
import { systemClock } from "../../lib/clock";
import * as service from "./service";

const deps = { clock: systemClock };

// A learner reads their own week (the session names them) and writes their own check-in for the
// running week; their check-ins are read by them and by admins only.
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
    path: "/users/:id/check-ins",
    access: "ownerOrAdmin",
    params: idParams,
    response: checkInListSchema,
    handler: ({ params }) => service.listCheckIns(deps, params.id),
  }),
  defineRoute({
    method: "put",
    path: "/users/:id/check-ins/:week",
    access: "owner",
    params: z.object({ id: idParam, week: checkInWeekParamsSchema.shape.week }),
    body: checkInRequestSchema,
    response: checkInSchema,
    handler: ({ params, body }) => service.putCheckIn(deps, params.id, params.week, body),
  }),
];

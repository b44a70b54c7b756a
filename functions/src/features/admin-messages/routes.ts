import { adminStatsQuerySchema, adminStatsSchema } from "../../contract/admin-stats";
import {
  broadcastCohortsSchema,
  broadcastListQuerySchema,
  broadcastPageSchema,
  broadcastSchema,
  sendBroadcastRequestSchema,
} from "../../contract/messages";
import { created, defineRoute } from "../../http/define-route";
import { systemClock } from "../../lib/clock";
import { listBroadcastCohorts, sendCohortBroadcast } from "./cohort-broadcasts";
import * as service from "./service";
import { adminStats } from "./stats";

/** The admin's broadcasts and the admin panel's stat cards. */
export const adminMessageRoutes = [
  defineRoute({
    method: "post",
    path: "/admin/messages",
    access: "admin",
    body: sendBroadcastRequestSchema,
    response: broadcastSchema,
    handler: async ({ session, body }) =>
      created(
        body.cohortId
          ? await sendCohortBroadcast(session.uid, body.cohortId, body, systemClock)
          : await service.sendBroadcast(session.uid, body, systemClock),
      ),
  }),
  defineRoute({
    method: "get",
    path: "/admin/messages/cohorts",
    access: "admin",
    response: broadcastCohortsSchema,
    handler: () => listBroadcastCohorts(systemClock),
  }),
  defineRoute({
    method: "get",
    path: "/admin/messages",
    access: "admin",
    query: broadcastListQuerySchema,
    response: broadcastPageSchema,
    handler: ({ query }) => service.listBroadcasts(query.limit, query.cursor),
  }),
  defineRoute({
    method: "get",
    path: "/admin/stats",
    access: "admin",
    query: adminStatsQuerySchema,
    response: adminStatsSchema,
    handler: ({ session, query }) => adminStats({ clock: systemClock }, session.uid, query.timeZone),
  }),
];

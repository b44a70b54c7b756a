import { incubatorInsightsSchema, stuckPageSchema, stuckQuerySchema } from "../../contract/incubator/insights";
import { defineRoute } from "../../http/define-route";
import { systemClock } from "../../lib/clock";
import { readInsights, readStuck } from "./service";

const deps = { clock: systemClock };

/** Incubator Insights, the admin's tab: each step's figures, the last days, and who is stuck. */
export const incubatorInsightsRoutes = [
  defineRoute({
    method: "get",
    path: "/admin/incubator/insights",
    access: "admin",
    response: incubatorInsightsSchema,
    handler: () => readInsights(deps),
  }),
  defineRoute({
    method: "get",
    path: "/admin/incubator/insights/stuck",
    access: "admin",
    query: stuckQuerySchema,
    response: stuckPageSchema,
    handler: async ({ query }) => (await readStuck(deps, query)).page,
  }),
];

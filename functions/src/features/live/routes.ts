import { liveSnapshotQuerySchema, liveSnapshotResponseSchema } from "../../contract/live-queries";
import { defineRoute, idParams } from "../../http/define-route";
import * as service from "./service";

export const liveRoutes = [
  defineRoute({
    method: "get",
    path: "/users/:id/live",
    // The first answer of the user's own live reads: the owner only, as the rules allow.
    access: "owner",
    params: idParams,
    query: liveSnapshotQuerySchema,
    response: liveSnapshotResponseSchema,
    handler: ({ params, query }) => service.liveSnapshot(params.id, query),
  }),
];

import {
  adminCuratedVideoListQuerySchema,
  adminCuratedVideoParamsSchema,
  adminCuratedVideoPageSchema,
  adminCuratedVideoSchema,
  createCuratedVideoRequestSchema,
  updateCuratedVideoRequestSchema,
} from "../../contract/admin-videos";
import { created, defineRoute, noContent } from "../../http/define-route";
import { auditActor } from "../../lib/audit-actor";
import { systemClock } from "../../lib/clock";
import * as service from "./service";

const deps: service.AdminVideoDependencies = { clock: systemClock, actor: auditActor };

/** The admin's curated catalogue, every video active or not. */
export const adminVideoRoutes = [
  defineRoute({
    method: "get",
    path: "/admin/curated-videos",
    access: "admin",
    query: adminCuratedVideoListQuerySchema,
    response: adminCuratedVideoPageSchema,
    handler: ({ query }) => service.listAdminVideos(query),
  }),
  defineRoute({
    method: "post",
    path: "/admin/curated-videos",
    access: "admin",
    body: createCuratedVideoRequestSchema,
    response: adminCuratedVideoSchema,
    handler: async ({ session, body }) => created(await service.createAdminVideo(deps, session.uid, body)),
  }),
  defineRoute({
    method: "patch",
    path: "/admin/curated-videos/:id",
    access: "admin",
    params: adminCuratedVideoParamsSchema,
    body: updateCuratedVideoRequestSchema,
    response: adminCuratedVideoSchema,
    handler: ({ session, params, body }) => service.updateAdminVideo(deps, session.uid, params.id, body),
  }),
  defineRoute({
    method: "delete",
    path: "/admin/curated-videos/:id",
    access: "admin",
    params: adminCuratedVideoParamsSchema,
    handler: async ({ session, params }) => {
      await service.deleteAdminVideo(deps, session.uid, params.id);
      return noContent();
    },
  }),
];

import { z } from "zod/mini";
import {
  adminResetPasswordRequestSchema,
  adminResetPasswordResponseSchema,
  adminUserListQuerySchema,
  adminUserPageSchema,
  adminUserRoleRequestSchema,
  adminUserSchema,
  adminUserStatusRequestSchema,
  adminUserUpdateRequestSchema,
} from "../../contract/admin-users";
import { auditLogPageSchema, auditLogQuerySchema, type AuditAction } from "../../contract/audit-log";
import { defineRoute, idParam } from "../../http/define-route";
import { systemClock } from "../../lib/clock";
import * as service from "./service";

const deps: service.AdminUsersDeps = { clock: systemClock };
const userParams = z.object({ userId: idParam });

/**
 * A PATCH that changes one user: the body, once its schema has parsed it (and dropped any other
 * field), is the change, recorded in the audit trail under `action`.
 */
const userChangeRoute = (path: string, body: z.ZodMiniType<service.UserChange>, action: AuditAction) =>
  defineRoute({
    method: "patch",
    path,
    access: "admin",
    params: userParams,
    body,
    response: adminUserSchema,
    handler: ({ session, params, body }) => service.updateUser(deps, session.uid, params.userId, body, action),
  });

/** The admin panel's user management and the audit trail. */
export const adminUserRoutes = [
  defineRoute({
    method: "get",
    path: "/admin/users",
    access: "admin",
    query: adminUserListQuerySchema,
    response: adminUserPageSchema,
    handler: ({ query }) => service.listUsers(query),
  }),
  userChangeRoute("/admin/users/:userId", adminUserUpdateRequestSchema, "user.update"),
  userChangeRoute("/admin/users/:userId/status", adminUserStatusRequestSchema, "user.status"),
  userChangeRoute("/admin/users/:userId/role", adminUserRoleRequestSchema, "user.role"),
  defineRoute({
    method: "post",
    path: "/admin/users/:userId/reset-password",
    access: "admin",
    params: userParams,
    body: adminResetPasswordRequestSchema,
    response: adminResetPasswordResponseSchema,
    handler: async ({ session, params, body }) => {
      await service.resetUserPassword(deps, session.uid, params.userId, body.newPassword);
      return { message: service.PASSWORD_RESET_DONE };
    },
  }),
  defineRoute({
    method: "get",
    path: "/admin/audit-log",
    access: "admin",
    query: auditLogQuerySchema,
    response: auditLogPageSchema,
    handler: ({ query }) => service.listAuditLog(query),
  }),
];

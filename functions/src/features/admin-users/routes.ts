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
import { auditLogPageSchema, auditLogQuerySchema } from "../../contract/audit-log";
import { defineRoute, idParam } from "../../http/define-route";
import { systemClock } from "../../lib/clock";
import * as service from "./service";

const deps: service.AdminUsersDeps = { clock: systemClock };
const userParams = z.object({ userId: idParam });

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
  defineRoute({
    method: "patch",
    path: "/admin/users/:userId",
    access: "admin",
    params: userParams,
    body: adminUserUpdateRequestSchema,
    response: adminUserSchema,
    handler: ({ session, params, body }) => service.updateUser(deps, session.uid, params.userId, body, "user.update"),
  }),
  defineRoute({
    method: "patch",
    path: "/admin/users/:userId/status",
    access: "admin",
    params: userParams,
    body: adminUserStatusRequestSchema,
    response: adminUserSchema,
    handler: ({ session, params, body }) =>
      service.updateUser(deps, session.uid, params.userId, { isActive: body.isActive }, "user.status"),
  }),
  defineRoute({
    method: "patch",
    path: "/admin/users/:userId/role",
    access: "admin",
    params: userParams,
    body: adminUserRoleRequestSchema,
    response: adminUserSchema,
    handler: ({ session, params, body }) =>
      service.updateUser(deps, session.uid, params.userId, { role: body.role }, "user.role"),
  }),
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

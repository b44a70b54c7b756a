import { z } from "zod/mini";
import { emailSchema, fullNameSchema, passwordSchema, usernameSchema } from "./auth";
import { idSchema, isoDateSchema, roleSchema } from "./common";
import { textSchema } from "./text";

/** A user as the admin sees it: a row of `GET /api/admin/users` and the answer of its PATCHes. */
export const adminUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  name: z.string(),
  role: roleSchema,
  isActive: z.boolean(),
  createdAt: isoDateSchema,
  lastLoginAt: z.nullable(isoDateSchema),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** Sorts of the user list, newest first: by registration or by last sign-in (never signed in last). */
export const ADMIN_USER_SORTS = ["created", "lastLogin"] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];

export const ADMIN_USER_PAGE_DEFAULT = 50;
export const ADMIN_USER_PAGE_MAX = 100;
/** Search prefixes are kept up to this length (lib/user-search.ts); longer searches are refused. */
export const ADMIN_USER_SEARCH_MAX = 64;

/**
 * `GET /api/admin/users?search=&role=&active=&sort=&cursor=&limit=`. `search` is a
 * case-insensitive prefix of the name (or of a word of it), the username or the email.
 */
export const adminUserListQuerySchema = z.object({
  search: z.optional(textSchema({ label: "Search", max: ADMIN_USER_SEARCH_MAX })),
  role: z.optional(roleSchema),
  active: z.optional(
    z.pipe(
      z.enum(["true", "false"]),
      z.transform((value) => value === "true"),
    ),
  ),
  sort: z._default(z.enum(ADMIN_USER_SORTS), "created"),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(ADMIN_USER_PAGE_MAX)), ADMIN_USER_PAGE_DEFAULT),
  /** The `nextCursor` of the previous page. */
  cursor: z.optional(idSchema),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

export const adminUserPageSchema = z.object({ items: z.array(adminUserSchema), nextCursor: z.nullable(z.string()) });
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

/**
 * `PATCH /api/admin/users/{userId}`: the Edit User dialog sends every field; a field left out
 * keeps its value.
 */
export const adminUserUpdateRequestSchema = z
  .object({
    username: z.optional(usernameSchema),
    email: z.optional(emailSchema),
    name: z.optional(fullNameSchema),
    role: z.optional(roleSchema),
    isActive: z.optional(z.boolean()),
  })
  .check(
    z.refine((body) => Object.values(body).some((value) => value !== undefined), {
      message: "Nothing to update",
    }),
  );
export type AdminUserUpdateRequest = z.infer<typeof adminUserUpdateRequestSchema>;

/** `PATCH /api/admin/users/{userId}/status` */
export const adminUserStatusRequestSchema = z.object({ isActive: z.boolean() });
export type AdminUserStatusRequest = z.infer<typeof adminUserStatusRequestSchema>;

/** `PATCH /api/admin/users/{userId}/role` */
export const adminUserRoleRequestSchema = z.object({ role: roleSchema });
export type AdminUserRoleRequest = z.infer<typeof adminUserRoleRequestSchema>;

/** `POST /api/admin/users/{userId}/reset-password` (DECISIONS password rule); answers `{message}`. */
export const adminResetPasswordRequestSchema = z.object({ newPassword: passwordSchema });
export type AdminResetPasswordRequest = z.infer<typeof adminResetPasswordRequestSchema>;

export const adminResetPasswordResponseSchema = z.object({ message: z.string() });

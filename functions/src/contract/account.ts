import { z } from "zod/mini";
import { emailSchema, passwordSchema, registerRequestSchema } from "./auth";
import { roleSchema } from "./common";

/** `POST /api/users` (admins): a new account with its empty profile. */
export const createUserRequestSchema = z.extend(registerRequestSchema, { role: z._default(roleSchema, "user") });
export type CreateUserRequest = z.infer<typeof createUserRequestSchema>;

const currentPassword = z.string().check(z.minLength(1, "Current password is required"), z.maxLength(128));

export const changePasswordRequestSchema = z.object({ currentPassword, newPassword: passwordSchema });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const changePasswordResponseSchema = z.object({ message: z.string(), customToken: z.string() });

export const changeEmailRequestSchema = z.object({ currentPassword, newEmail: emailSchema });
export type ChangeEmailRequest = z.infer<typeof changeEmailRequestSchema>;

export const deleteAccountRequestSchema = z.object({
  password: z.string().check(z.minLength(1, "Password is required"), z.maxLength(128)),
});

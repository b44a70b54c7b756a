import { z } from "zod";
import { emailSchema, passwordSchema, registerRequestSchema } from "./auth";
import { roleSchema } from "./common";

/** `POST /api/users` (admins): a new account with its empty profile. */
export const createUserRequestSchema = registerRequestSchema.extend({ role: roleSchema.default("user") });
export type CreateUserRequest = z.infer<typeof createUserRequestSchema>;

const currentPassword = z.string().min(1, "Current password is required").max(128);

export const changePasswordRequestSchema = z.object({ currentPassword, newPassword: passwordSchema });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const changePasswordResponseSchema = z.object({ message: z.string(), customToken: z.string() });

export const changeEmailRequestSchema = z.object({ currentPassword, newEmail: emailSchema });
export type ChangeEmailRequest = z.infer<typeof changeEmailRequestSchema>;

export const deleteAccountRequestSchema = z.object({ password: z.string().min(1, "Password is required").max(128) });

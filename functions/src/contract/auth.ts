import { z } from "zod/mini";
import { isoDateSchema, roleSchema, timeZoneSchema, timestampSchema } from "./common";
import { textSchema } from "./text";

export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,30}$/;
export const PASSWORD_HINT = "At least 8 characters, with one uppercase letter, one lowercase letter and one number";

export const usernameSchema = z
  .string()
  .check(z.trim(), z.regex(USERNAME_PATTERN, "Username must be 3-30 letters, digits, '_', '.' or '-'"));

export const emailSchema = z.pipe(
  z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254)),
  z.email("Enter a valid email address"),
);

/** A person's name, as typed: emoji, accents and any script welcome (contract/text.ts). */
export const fullNameSchema = textSchema({ label: "Full name", max: 100, required: "Full name is required" });

/** The shortest password accepted. */
export const PASSWORD_MIN_LENGTH = 8;

/** The one password rule, wherever a password is set. */
export const passwordSchema = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
    z.maxLength(128, "Password must be at most 128 characters"),
    z.regex(/[A-Z]/, "Password must contain an uppercase letter"),
    z.regex(/[a-z]/, "Password must contain a lowercase letter"),
    z.regex(/[0-9]/, "Password must contain a number"),
  );

export const registerRequestSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  name: fullNameSchema,
  timeZone: z.optional(timeZoneSchema),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  username: textSchema({ label: "Username", max: 254, required: "Username is required" }),
  password: z.string().check(z.minLength(1, "Password is required"), z.maxLength(128)),
  timeZone: z.optional(timeZoneSchema),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export const resetPasswordRequestSchema = z.object({
  token: z.string().check(z.trim(), z.minLength(1, "Token is required"), z.maxLength(200)),
  newPassword: passwordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** The user as the API returns it. */
export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  name: z.string(),
  avatar: z.nullable(z.string()),
  role: roleSchema,
  isActive: z.boolean(),
  createdAt: isoDateSchema,
  lastLoginAt: z.nullable(isoDateSchema),
});
export type User = z.infer<typeof userSchema>;

/** `POST /api/auth/token`: a custom token that signs the web SDK in as the cookie's user. */
export const customTokenResponseSchema = z.object({ customToken: z.string() });

export const authResponseSchema = z.object({ user: userSchema, customToken: z.string() });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** `users/{uid}` */
export const userDocSchema = z.object({
  username: z.string(),
  usernameLower: z.string(),
  email: z.string(),
  name: z.string(),
  avatar: z.nullable(z.string()),
  role: roleSchema,
  isActive: z.boolean(),
  createdAt: timestampSchema,
  lastLoginAt: z.nullable(timestampSchema),
  /** Lowercased prefixes of name, username and email for the admin search (functions lib/user-search.ts). */
  searchPrefixes: z._default(z.array(z.string()), []),
});
export type UserDoc = z.infer<typeof userDocSchema>;

/** `usernames/{usernameLower}`: reserves a username for one uid. */
export const usernameDocSchema = z.object({ uid: z.string() });

/** `passwordResets/{sha256(token)}` */
export const passwordResetDocSchema = z.object({
  uid: z.string(),
  expiresAt: timestampSchema,
  usedAt: z.nullable(timestampSchema),
  createdAt: timestampSchema,
});

/**
 * `passwordResetRequests/{id}`: a forgot-password call. The API only writes this, whether or not
 * the account exists (same work, same timing); a trigger looks the account up and writes the mail.
 */
export const passwordResetRequestDocSchema = z.object({
  email: z.string(),
  createdAt: timestampSchema,
  expireAt: timestampSchema,
});

/**
 * `sessions/{sessionId}`: one signed-in browser. The id travels inside the session cookie (a
 * claim), so deleting the document ends that session for good, whatever the cookie's times say.
 */
export const sessionDocSchema = z.object({
  uid: z.string(),
  createdAt: timestampSchema,
  expireAt: timestampSchema,
});

/** `rateLimits/{key}`: a fixed-window counter shared by every function instance. */
export const rateLimitDocSchema = z.object({
  count: z.int(),
  windowStart: timestampSchema,
  expireAt: timestampSchema,
});

/** Public runtime configuration the web app reads before it starts Firebase. */
export const clientConfigSchema = z.object({
  emulators: z.nullable(z.object({ auth: z.string(), firestore: z.string() })),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

/** `GET /api/health` */
export const healthResponseSchema = z.object({ ok: z.literal(true) });

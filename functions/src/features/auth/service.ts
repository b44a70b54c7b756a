import { Timestamp } from "firebase-admin/firestore";
import type { AuthResponse, LoginRequest, RegisterRequest } from "../../contract/auth";
import { forbidden, HttpError, unauthorized, badRequest } from "../../lib/errors";
import {
  assertMayTryPassword,
  recordPasswordFailure,
  recordPasswordSuccess,
  type PasswordThrottle,
} from "../../http/password-throttle";
import { consume, type RateRule } from "../../http/rate-limit";
import { createSession, endAllSessions } from "../../http/session";
import { createAccount, toUser } from "../../lib/accounts";
import type { Clock } from "../../lib/clock";
import { auth } from "../../lib/firebase";
import { appUrl } from "../../lib/params";
import { renderEmail } from "../../lib/render-email";
import { hashToken, newSecretToken } from "../../lib/secret-token";
import { INVALID_CREDENTIALS, verifyPassword } from "../../lib/password-check";
import {
  claimResetLink,
  dropResetRequest,
  readUser,
  readUsernameOwner,
  recordLogin,
  releaseResetLink,
  saveResetLink,
  saveResetRequest,
} from "./repository";

const RESET_LINK_INVALID = "This reset link is invalid or has expired. Please request a new one.";
const RESET_TOKEN_HOURS = 1;

/** Sign-in guessing: 5 failures per account and client, and 50 per account from everyone (15 minutes). */
export const loginThrottle: PasswordThrottle = {
  perClient: {
    scope: "login-failures",
    limit: 5,
    windowSeconds: 15 * 60,
    message: "Too many failed sign-in attempts for this account.",
  },
  perAccount: {
    scope: "login-failures-account",
    limit: 50,
    windowSeconds: 15 * 60,
    message: "Too many failed sign-in attempts for this account.",
  },
};
export const forgotPasswordRule: RateRule = {
  scope: "forgot-password",
  limit: 3,
  windowSeconds: 60 * 60,
  message: "Too many password reset requests for this email.",
};
export const authPerIpRule: RateRule = {
  scope: "auth-ip",
  limit: 300,
  windowSeconds: 60 * 60,
  message: "Too many requests from your network.",
};

interface Session {
  cookie: string;
  response: AuthResponse;
}

async function startSession(uid: string, clock: Clock, timeZone?: string): Promise<Session> {
  const { cookie, customToken } = await createSession(uid);
  const user = await recordLogin(uid, clock.now(), timeZone);
  return { cookie, response: { user: toUser(uid, user), customToken } };
}

export async function register(input: RegisterRequest, clock: Clock): Promise<Session> {
  const uid = await createAccount({ ...input, role: "user" }, clock);
  return startSession(uid, clock);
}

/**
 * Finds the account by email or username ('@' tells them apart: usernames never contain it).
 * An unknown username costs the same reads as a known one, so timing does not tell them apart.
 */
async function findAccount(identifier: string): Promise<{ uid: string; email: string } | null> {
  const lowered = identifier.toLowerCase();
  if (lowered.includes("@")) {
    try {
      const record = await auth.getUserByEmail(lowered);
      return { uid: record.uid, email: lowered };
    } catch {
      return null;
    }
  }
  const owner = await readUsernameOwner(lowered);
  const user = await readUser(owner ?? UNKNOWN_ACCOUNT);
  return owner && user ? { uid: owner, email: user.email } : null;
}

// Stand-ins for an unknown account: the same password check runs and fails (".invalid" is never an address).
const UNKNOWN_ACCOUNT = "unknown-account";
const UNKNOWN_EMAIL = "unknown-account@solosensei.invalid";

/**
 * Signs in from `client` (lib/client-address.ts). Unknown identifiers go through the same
 * throttle and password check as known ones, so neither answers nor timing reveal accounts.
 */
export async function login(input: LoginRequest, client: string, clock: Clock): Promise<Session> {
  const account = await findAccount(input.username);
  const subject = account?.uid ?? input.username.toLowerCase();
  await assertMayTryPassword(loginThrottle, subject, client, clock);
  try {
    await verifyPassword(account?.email ?? UNKNOWN_EMAIL, input.password);
    if (!account) throw unauthorized(INVALID_CREDENTIALS);
  } catch (error) {
    if (error instanceof HttpError && error.status === 401)
      await recordPasswordFailure(loginThrottle, subject, client, clock);
    throw error;
  }
  const userDoc = await readUser(account.uid);
  if (!userDoc?.isActive) throw forbidden("This account has been deactivated");
  await recordPasswordSuccess(loginThrottle, subject, client);
  return startSession(account.uid, clock, input.timeZone);
}

export async function currentUser(uid: string) {
  const data = await readUser(uid);
  if (!data) throw unauthorized();
  if (!data.isActive) throw forbidden("This account has been deactivated");
  return toUser(uid, data);
}

export async function logout(uid: string): Promise<void> {
  await endAllSessions(uid);
}

export const FORGOT_PASSWORD_MESSAGE =
  "If an account exists for that email, we have sent a link to reset your password. It is valid for 1 hour.";

/**
 * Records the request and nothing else, so a known and an unknown email cost the same and
 * answer alike; `sendResetLink` (a trigger) does the rest.
 */
export async function forgotPassword(email: string, clock: Clock): Promise<void> {
  await consume(forgotPasswordRule, email, clock);
  const now = clock.now();
  await saveResetRequest({
    email,
    createdAt: Timestamp.fromDate(now),
    expireAt: Timestamp.fromMillis(now.getTime() + 24 * 3600_000),
  });
}

/**
 * Sends the reset link of a forgot-password request when the email belongs to an active
 * account, then removes the request. The mail's id is the request's, so a retried trigger
 * sends one mail.
 */
export async function sendResetLink(requestId: string, email: string, clock: Clock): Promise<void> {
  let uid: string | null = null;
  try {
    uid = (await auth.getUserByEmail(email)).uid;
  } catch {
    // No such account: nothing is sent.
  }
  const user = uid ? await readUser(uid) : undefined;
  if (!uid || !user?.isActive) {
    await dropResetRequest(requestId);
    return;
  }

  const token = newSecretToken();
  const now = clock.now();
  const link = new URL("/reset-password", appUrl.value());
  link.searchParams.set("token", token);
  const reset = {
    uid,
    expiresAt: Timestamp.fromMillis(now.getTime() + RESET_TOKEN_HOURS * 3600_000),
    usedAt: null,
    createdAt: Timestamp.fromDate(now),
  };
  const { subject, text, html } = await renderEmail({
    kind: "password_reset",
    name: user.name,
    link: link.href,
    appUrl: appUrl.value(),
  });
  // A retried delivery finds its mail written already and sends nothing more.
  await saveResetLink(
    requestId,
    { tokenHash: hashToken(token), doc: reset },
    {
      to: email,
      message: { subject, text, html },
      uid,
      kind: "password_reset",
      category: null,
      createdAt: Timestamp.fromDate(now),
      // Read by a Firestore TTL policy in production.
      expireAt: Timestamp.fromMillis(now.getTime() + 7 * 24 * 3600_000),
    },
  );
}

export async function resetPassword(token: string, newPassword: string, clock: Clock): Promise<void> {
  const tokenHash = hashToken(token);
  const now = clock.now();
  // Claim the token first, so two concurrent uses cannot both succeed; every other outstanding
  // link of the user is voided with it (an older link must not work after a newer one was used).
  const uid = await claimResetLink(
    tokenHash,
    now,
    (reset) => !reset.usedAt && reset.expiresAt.toMillis() > now.getTime(),
  );
  if (!uid) throw badRequest(RESET_LINK_INVALID);
  try {
    await auth.updateUser(uid, { password: newPassword });
  } catch (error) {
    await releaseResetLink(tokenHash); // Give the link back: nothing changed.
    throw error;
  }
  await endAllSessions(uid);
}

export async function customTokenFor(uid: string): Promise<string> {
  return auth.createCustomToken(uid);
}

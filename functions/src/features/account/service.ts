import { Timestamp } from "firebase-admin/firestore";
import type { ChangeEmailRequest, ChangePasswordRequest } from "../../contract/account";
import type { User } from "../../contract/auth";
import { badRequest, HttpError } from "../../lib/errors";
import {
  assertMayTryPassword,
  recordPasswordFailure,
  recordPasswordSuccess,
  type PasswordThrottle,
} from "../../http/password-throttle";
import { createSession, endAllSessions } from "../../http/session";
import { emailTaken, toUser, voidPasswordResets } from "../../lib/accounts";
import type { Clock } from "../../lib/clock";
import { auth } from "../../lib/firebase";
import { verifyPassword } from "../../lib/password-check";
import { searchPrefixesFor } from "../../lib/user-search";
import { deleteDocuments, everyDocumentOf, readEverythingOf, readUser, releaseUsername, saveEmail } from "./repository";
import { toIso } from "../../contract/common";

/** Current-password checks: 5 failures per account and client, 50 per account from everyone (15 minutes). */
export const passwordCheckThrottle: PasswordThrottle = {
  perClient: { scope: "account-password", limit: 5, windowSeconds: 15 * 60, message: "Too many wrong passwords." },
  perAccount: {
    scope: "account-password-account",
    limit: 50,
    windowSeconds: 15 * 60,
    message: "Too many wrong passwords.",
  },
};

async function accountOf(uid: string) {
  const doc = await readUser(uid);
  if (!doc) throw badRequest("This account no longer exists");
  return doc;
}

/**
 * Confirms the signed-in user's password before a sensitive change. A wrong one is a 400
 * on the field (not 401: the session itself is fine), and wrong guesses are limited.
 */
async function confirmPassword(
  uid: string,
  email: string,
  password: string,
  field: string,
  client: string,
  clock: Clock,
) {
  await assertMayTryPassword(passwordCheckThrottle, uid, client, clock);
  try {
    await verifyPassword(email, password);
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) {
      await recordPasswordFailure(passwordCheckThrottle, uid, client, clock);
      throw badRequest("Your password is incorrect", [{ path: field, message: "Your password is incorrect" }]);
    }
    throw error;
  }
  await recordPasswordSuccess(passwordCheckThrottle, uid, client);
}

/** Sets the new password, voids reset links, ends every other session and returns a fresh cookie for this one. */
export async function changePassword(uid: string, input: ChangePasswordRequest, client: string, clock: Clock) {
  const account = await accountOf(uid);
  await confirmPassword(uid, account.email, input.currentPassword, "currentPassword", client, clock);
  await auth.updateUser(uid, { password: input.newPassword });
  await voidPasswordResets(uid, clock);
  await endAllSessions(uid);
  return createSession(uid);
}

/**
 * Changing the sign-in email ends the user's sessions in Firebase Auth, so this one gets a fresh
 * cookie (and the web SDK a token) like after a password change.
 */
export async function changeEmail(uid: string, input: ChangeEmailRequest, client: string, clock: Clock) {
  const account = await accountOf(uid);
  await confirmPassword(uid, account.email, input.currentPassword, "currentPassword", client, clock);
  if (input.newEmail !== account.email) {
    try {
      await auth.updateUser(uid, { email: input.newEmail });
    } catch (error) {
      if ((error as { code?: string }).code === "auth/email-already-exists") throw emailTaken("newEmail");
      throw error;
    }
    await saveEmail(uid, input.newEmail, searchPrefixesFor({ ...account, email: input.newEmail }));
    await endAllSessions(uid);
  }
  const session = await createSession(uid);
  const user: User = toUser(uid, (await readUser(uid))!);
  return { cookie: session.cookie, response: { user, customToken: session.customToken } };
}

/** Removes every document of the user (with subcollections), the username, then the Auth user. */
export async function deleteAccount(uid: string, password: string, client: string, clock: Clock): Promise<void> {
  const account = await accountOf(uid);
  await confirmPassword(uid, account.email, password, "password", client, clock);
  const refs = await everyDocumentOf(uid);
  await endAllSessions(uid);
  // The Auth user goes next: from then on nobody can sign in as them while the data is removed.
  await auth.deleteUser(uid);
  await deleteDocuments(refs);
  await releaseUsername(account.usernameLower, uid);
}

/** Timestamps become ISO strings so the export is plain JSON. */
function plain(value: unknown): unknown {
  if (value instanceof Timestamp) return toIso(value);
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, plain(entry)]));
  return value;
}

export async function exportData(uid: string, clock: Clock) {
  const account = await accountOf(uid);
  const stored = await readEverythingOf(uid);
  const exported: Record<string, unknown> = {
    exportedAt: clock.now().toISOString(),
    user: plain(stored.user),
    profile: plain(stored.profile),
    notificationSettings: plain(stored.notifications),
  };
  for (const list of stored.owned) exported[list.name] = plain(list.trees);
  return { username: account.username, data: exported };
}

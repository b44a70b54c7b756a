import { randomBytes } from "node:crypto";
import type { Request, Response } from "express";
import { Timestamp } from "firebase-admin/firestore";
import { isDocumentId, roleSchema, type Role } from "../contract/common";
import { sessions } from "../lib/collections";
import { forbidden } from "../lib/errors";
import { auth, db, isEmulator } from "../lib/firebase";
import { exchangeCustomToken } from "../lib/password-check";

// Firebase Hosting forwards only the cookie named __session to functions.
export const SESSION_COOKIE = "__session";
export const SESSION_DAYS = 14;
const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000;

export interface SessionUser {
  uid: string;
  role: Role;
}

function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) return decodeURIComponent(part.slice(index + 1).trim());
  }
  return undefined;
}

/**
 * The signed-in user, or null when there is no valid, unrevoked session whose `sessions`
 * document still exists. Deactivated users are refused.
 */
export async function readSession(req: Request): Promise<SessionUser | null> {
  const cookie = readCookie(req, SESSION_COOKIE);
  if (!cookie) return null;
  try {
    const claims = await auth.verifySessionCookie(cookie, true);
    const sessionId: unknown = claims.sessionId;
    if (typeof sessionId !== "string" || !isDocumentId(sessionId)) return null;
    const stored = (await sessions().doc(sessionId).get()).data();
    if (stored?.uid !== claims.uid) return null;
    const role = roleSchema.safeParse(claims.role);
    return { uid: claims.uid, role: role.success ? role.data : "user" };
  } catch (error) {
    if ((error as { code?: string }).code === "auth/user-disabled")
      throw forbidden("This account has been deactivated");
    return null;
  }
}

/**
 * A new session for a user whose sign-in was verified: a `sessions` document, and a cookie
 * carrying its id (minted through a custom token with a `sessionId` claim, because a
 * cookie holds only an ID token's claims), plus a plain custom token for the web SDK.
 */
export async function createSession(uid: string): Promise<{ cookie: string; customToken: string }> {
  const sessionId = randomBytes(18).toString("base64url");
  const now = Date.now();
  await sessions()
    .doc(sessionId)
    .create({ uid, createdAt: Timestamp.fromMillis(now), expireAt: Timestamp.fromMillis(now + SESSION_MS) });
  const idToken = await exchangeCustomToken(await auth.createCustomToken(uid, { sessionId }));
  const cookie = await auth.createSessionCookie(idToken, { expiresIn: SESSION_MS });
  return { cookie, customToken: await auth.createCustomToken(uid) };
}

/**
 * Ends every session of the user for good (logout, password change or reset, email change,
 * deactivation, deletion): their `sessions` documents go, and Auth revokes the web SDK's
 * refresh tokens.
 */
export async function endAllSessions(uid: string): Promise<void> {
  const owned = await sessions().where("uid", "==", uid).get();
  const writer = db.bulkWriter();
  for (const entry of owned.docs) void writer.delete(entry.ref);
  await writer.close();
  await auth.revokeRefreshTokens(uid);
}

export function setSessionCookie(res: Response, value: string): void {
  res.cookie(SESSION_COOKIE, value, {
    httpOnly: true,
    secure: !isEmulator(),
    sameSite: "lax",
    path: "/",
    maxAge: SESSION_MS,
  });
}

/** Signs the browser in to a session a service started: sets its cookie and gives the answer's body. */
export function sessionReply<T>(res: Response, session: { cookie: string; response: T }): T {
  setSessionCookie(res, session.cookie);
  return session.response;
}

export function clearSessionCookie(res: Response): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, secure: !isEmulator(), sameSite: "lax", path: "/" });
}

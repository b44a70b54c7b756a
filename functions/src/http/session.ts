import type { Request, Response } from "express";
import { roleSchema, type Role } from "../contract/common";
import { auth, isEmulator } from "../lib/firebase";
import { forbidden } from "../lib/errors";

// Firebase Hosting forwards only the cookie named __session to functions.
export const SESSION_COOKIE = "__session";
export const SESSION_DAYS = 14;

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

/** The signed-in user, or null when there is no valid, unrevoked session. Deactivated users are refused. */
export async function readSession(req: Request): Promise<SessionUser | null> {
  const cookie = readCookie(req, SESSION_COOKIE);
  if (!cookie) return null;
  try {
    const claims = await auth.verifySessionCookie(cookie, true);
    const role = roleSchema.safeParse(claims.role);
    return { uid: claims.uid, role: role.success ? role.data : "user" };
  } catch (error) {
    if ((error as { code?: string }).code === "auth/user-disabled")
      throw forbidden("This account has been deactivated");
    return null;
  }
}

/** A session for a verified sign-in: the `__session` cookie value, and a custom token for the web SDK. */
export async function createSession(uid: string, idToken: string): Promise<{ cookie: string; customToken: string }> {
  const cookie = await auth.createSessionCookie(idToken, { expiresIn: SESSION_DAYS * 24 * 60 * 60 * 1000 });
  return { cookie, customToken: await auth.createCustomToken(uid) };
}

export function setSessionCookie(res: Response, value: string): void {
  res.cookie(SESSION_COOKIE, value, {
    httpOnly: true,
    secure: !isEmulator(),
    sameSite: "lax",
    path: "/",
    maxAge: SESSION_DAYS * 24 * 60 * 60 * 1000,
  });
}

export function clearSessionCookie(res: Response): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, secure: !isEmulator(), sameSite: "lax", path: "/" });
}

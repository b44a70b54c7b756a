import { forbidden, HttpError, unauthorized } from "./errors";
import { webApiKey } from "./params";

export const INVALID_CREDENTIALS = "Invalid username or password";

/** Checks a password the way the client SDK would, through Identity Toolkit (the Auth emulator locally). */
export async function verifyPassword(email: string, password: string): Promise<string> {
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const base = emulator
    ? `http://${emulator}/identitytoolkit.googleapis.com`
    : "https://identitytoolkit.googleapis.com";
  const response = await fetch(`${base}/v1/accounts:signInWithPassword?key=${encodeURIComponent(webApiKey.value())}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await response.json()) as { idToken?: string; error?: { message?: string } };
  if (response.ok && body.idToken) return body.idToken;
  const reason = body.error?.message ?? "";
  if (reason.startsWith("USER_DISABLED")) throw forbidden("This account has been deactivated");
  if (/INVALID_PASSWORD|EMAIL_NOT_FOUND|INVALID_LOGIN_CREDENTIALS/.test(reason))
    throw unauthorized(INVALID_CREDENTIALS);
  if (reason.startsWith("TOO_MANY_ATTEMPTS"))
    throw new HttpError(429, "Too many failed sign-in attempts for this account. Try again later.");
  throw new Error(`Password check failed: ${response.status} ${reason}`);
}

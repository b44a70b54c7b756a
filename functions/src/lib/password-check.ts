import { forbidden, HttpError, unauthorized } from "./errors";
import { webApiKey } from "./params";

export const INVALID_CREDENTIALS = "Invalid username or password";

/** Calls Identity Toolkit's REST API (the Auth emulator locally), as the client SDK would. */
export async function identityToolkit(method: string, payload: object) {
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const base = emulator
    ? `http://${emulator}/identitytoolkit.googleapis.com`
    : "https://identitytoolkit.googleapis.com";
  const response = await fetch(`${base}/v1/accounts:${method}?key=${encodeURIComponent(webApiKey.value())}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await response.json()) as { idToken?: string; email?: string; error?: { message?: string } };
  return { response, body };
}

const signIn = (method: "signInWithPassword" | "signInWithCustomToken", payload: object) =>
  identityToolkit(method, { ...payload, returnSecureToken: true });

/** An ID token for a custom token (it carries the custom token's claims into a session cookie). */
export async function exchangeCustomToken(token: string): Promise<string> {
  const { response, body } = await signIn("signInWithCustomToken", { token });
  if (response.ok && body.idToken) return body.idToken;
  if (body.error?.message?.startsWith("USER_DISABLED")) throw forbidden("This account has been deactivated");
  throw new Error(`Custom token sign-in failed: ${response.status} ${body.error?.message ?? ""}`);
}

/** Checks a password the way the client SDK would. */
export async function verifyPassword(email: string, password: string): Promise<void> {
  const { response, body } = await signIn("signInWithPassword", { email, password });
  if (response.ok && body.idToken) return;
  const reason = body.error?.message ?? "";
  if (reason.startsWith("USER_DISABLED")) throw forbidden("This account has been deactivated");
  if (/INVALID_PASSWORD|EMAIL_NOT_FOUND|INVALID_LOGIN_CREDENTIALS/.test(reason))
    throw unauthorized(INVALID_CREDENTIALS);
  if (reason.startsWith("TOO_MANY_ATTEMPTS"))
    throw new HttpError(429, "Too many failed sign-in attempts for this account. Try again later.");
  throw new Error(`Password check failed: ${response.status} ${reason}`);
}

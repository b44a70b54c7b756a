// The custom token of the latest sign-in, kept in memory until the live readers sign the web SDK in
// with it (lib/firebase.ts): no `POST /api/auth/token` after a sign-in in this tab.
let pending: string | null = null;

export const keepCustomToken = (token: string) => void (pending = token);

export function takeCustomToken(): string | null {
  const token = pending;
  pending = null;
  return token;
}

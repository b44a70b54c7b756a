// The custom token of the latest sign-in, handed from the landing page to the
// signed-in app (a lazy chunk) so it can sign the web SDK in without another call.
let pending: string | null = null;

export function keepCustomToken(token: string): void {
  pending = token;
}

export function takeCustomToken(): string | null {
  const token = pending;
  pending = null;
  return token;
}

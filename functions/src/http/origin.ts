import type { Request } from "express";
import { isEmulator } from "../lib/firebase";
import { allowedOrigins, appUrl } from "../lib/params";
import { forbidden, HttpError } from "../lib/errors";

const LOOPBACK_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

function isAllowedOrigin(origin: string): boolean {
  if (isEmulator() && LOOPBACK_ORIGIN.test(origin)) return true;
  const allowed = allowedOrigins
    .value()
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  allowed.push(new URL(appUrl.value()).origin);
  return allowed.includes(origin);
}

/**
 * Cookie-authenticated writes must not be forgeable from another site: the request must
 * name an allowed Origin (browsers send one on every non-GET fetch) or say
 * `Sec-Fetch-Site: same-origin`; a foreign Origin is refused, and a body must be JSON
 * (which a plain cross-site form cannot send).
 */
export function assertSameSiteWrite(req: Request): void {
  const origin = req.headers.origin;
  if (origin !== undefined && !isAllowedOrigin(origin)) throw forbidden("Cross-site request refused");
  if (isCrossSite(req)) throw forbidden("Cross-site request refused");
  if (origin === undefined && req.headers["sec-fetch-site"] !== "same-origin")
    throw forbidden("Cross-site request refused: the Origin header is missing");
  const hasBody = Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] !== undefined;
  if (hasBody && !req.is("application/json")) throw new HttpError(415, "Request body must be JSON");
}

/** A request the browser says another site started (a link, a form, a script elsewhere). */
export function isCrossSite(req: Request): boolean {
  return req.headers["sec-fetch-site"] === "cross-site";
}

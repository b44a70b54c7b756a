import type { Request } from "express";
import { HttpError } from "../lib/errors";

/** The body cap of a route that declares none: every request body of the app is far smaller. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/**
 * Refuses a body over the route's cap with 413, before any other work. The Cloud Functions
 * runtime has already read and parsed up to 32 MB before the app runs (so `express.json`'s own
 * limit never applies); it keeps the bytes as `req.rawBody`, and Content-Length tells the rest.
 */
export function assertBodyWithin(req: Request, limit: number): void {
  const declared = Number(req.headers["content-length"] ?? 0);
  const received = (req as Request & { rawBody?: Buffer }).rawBody?.length ?? 0;
  if (Math.max(Number.isFinite(declared) ? declared : 0, received) > limit)
    throw new HttpError(413, `Request body is too large (at most ${Math.floor(limit / 1024)} kB)`);
}

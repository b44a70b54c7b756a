import type { Request } from "express";
import { isEmulator } from "./firebase";
import { trustedProxyHops } from "./params";

/**
 * The caller's address. Behind Hosting, Google's front end appends the address it saw to
 * `X-Forwarded-For`; entries to its left are whatever the caller wrote, so the client is the
 * TRUSTED_PROXY_HOPS-th entry from the right (1: the last one). The emulator has no front end:
 * there the left-most entry is taken, so tests can act as several clients.
 */
export function clientAddress(req: Request): string {
  const header = req.headers["x-forwarded-for"];
  const entries = (Array.isArray(header) ? header.join(",") : (header ?? ""))
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chosen = isEmulator() ? entries[0] : entries[entries.length - Math.max(1, trustedProxyHops.value())];
  return chosen || req.socket.remoteAddress || "unknown";
}

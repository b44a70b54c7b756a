import type { NextFunction, Request, Response } from "express";
import { isEmulator } from "../lib/firebase";

/**
 * Headers on every API answer (Hosting sets the web app's own, with its CSP, in firebase.json).
 * The answers are JSON, never a page: the CSP allows nothing at all.
 */
export function securityHeaders(_req: Request, res: Response, next: NextFunction): void {
  // The runtime's outer express sets it on the emulator (the functions framework does not).
  res.removeHeader("X-Powered-By");
  res.set({
    "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "Cross-Origin-Resource-Policy": "same-origin",
  });
  if (!isEmulator()) res.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  next();
}

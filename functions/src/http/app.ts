import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { logger } from "firebase-functions/logger";
import type { RouteDefinition } from "./define-route";
import { HttpError } from "../lib/errors";
import { securityHeaders } from "./security-headers";

/** The express app behind the `api` function: every documented `/api/**` path. */
export function createApp(routes: RouteDefinition[]) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", true);
  // `npm run bench:cost`: each request's reads, writes and CPU (lib/bench-counts.ts).
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a deployed function never loads it
  if (process.env.SOLOSENSEI_BENCH_COUNTS) app.use(require("../lib/bench-counts").countRequest);
  app.use(securityHeaders);
  // JSON answers (a catalogue page, a view's live documents) shrink five- to tenfold on slow links;
  // answers under 1 kB are sent as they are.
  app.use(compression());
  // Cloud Functions parses JSON bodies before express sees them; this covers the rest.
  app.use(express.json({ limit: "64kb" }));

  // Strict: `/admin/cohorts/` (what `/admin/cohorts/.` becomes) is no cohort, not the list.
  const api = express.Router({ strict: true });
  for (const register of routes) register(api);
  api.use((_req, res) => {
    res.status(404).json({ message: "Unknown API endpoint" });
  });
  app.use("/api", api);

  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    if (error instanceof HttpError) {
      res.set(error.headers).status(error.status).json(error.toBody());
      return;
    }
    const status = (error as { status?: number; type?: string }).status;
    if (status === 400 && (error as { type?: string }).type === "entity.parse.failed") {
      res.status(400).json({ message: "Request body is not valid JSON" });
      return;
    }
    if (status === 413) {
      res.status(413).json({ message: "Request body is too large" });
      return;
    }
    logger.error("Unhandled API error", error);
    res.status(500).json({ message: "Something went wrong on our side. Please try again." });
  });
  return app;
}

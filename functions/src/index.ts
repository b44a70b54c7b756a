import "./contract/zod-setup";
import { createRequire } from "node:module";
import { setGlobalOptions } from "firebase-functions/v2/options";
import { onRequest } from "firebase-functions/v2/https";
import { createApp } from "./http/app";
import { emailLinkSecret } from "./lib/params";
import { routes } from "./routes";
import type * as triggers from "./triggers";

setGlobalOptions({ region: "us-central1", maxInstances: 20 });

/**
 * Every documented /api/** path, behind the Hosting rewrite. One instance stays warm, so the first
 * learner after a quiet hour does not wait for a cold start (docs/decisions/067-min-instances.md).
 */
export const api = onRequest(
  { timeoutSeconds: 60, memory: "512MiB", minInstances: 1, secrets: [emailLinkSecret] },
  createApp(routes),
);

/**
 * Every trigger of triggers.ts (the type makes the list whole), exported under its name but loaded
 * when one is first read: the deploy's and the emulator's discovery read every export, a trigger's
 * own instance reads its own (FUNCTION_TARGET), and an instance of `api` reads only `api`, so it
 * never loads the triggers' modules and what they import.
 */
const TRIGGERS: Record<keyof typeof triggers, true> = {
  adminMessagesOnCohortBroadcast: true,
  authOnPasswordResetRequested: true,
  cohortNudgesOnProfileZone: true,
  cohortNudgesSweep: true,
  emailOnAccountCreated: true,
  emailOnAddressChanged: true,
  emailOnAttemptDisputed: true,
  emailOnBroadcastJob: true,
  emailOnDelivery: true,
  emailOnMessageCreated: true,
  emailSweep: true,
  sessionNoticesOnSessionWritten: true,
  sessionNoticesSweep: true,
  cohortDashboardOnProgress: true,
  incubatorInsightsOnProgress: true,
  messagesOnActivityCreated: true,
  messagesOnAttemptCoached: true,
  messagesOnCuratedVideoCreated: true,
  messagesOnCuratedVideoUpdated: true,
  messagesOnLessonWatched: true,
  messagesOnPathUpdated: true,
  messagesOnProfileCreated: true,
  messagesSweep: true,
};
const load = createRequire(__filename);
for (const name of Object.keys(TRIGGERS) as (keyof typeof triggers)[])
  Object.defineProperty(module.exports, name, {
    enumerable: true,
    get: () => (load("./triggers") as typeof triggers)[name],
  });

import "./contract/zod-setup";
import { setGlobalOptions } from "firebase-functions/v2";
import { onRequest } from "firebase-functions/v2/https";
import { createApp } from "./http/app";
import { emailLinkSecret } from "./lib/params";
import { routes } from "./routes";

setGlobalOptions({ region: "us-central1", maxInstances: 20 });

/** Every documented /api/** path, behind the Hosting rewrite. */
export const api = onRequest({ timeoutSeconds: 60, memory: "512MiB", secrets: [emailLinkSecret] }, createApp(routes));

export { adminMessagesOnCohortBroadcast } from "./features/admin-messages/triggers";
export { authOnPasswordResetRequested } from "./features/auth/triggers";
export { cohortNudgesOnProfileZone, cohortNudgesSweep } from "./features/cohort-nudges/triggers";
export {
  emailOnAccountCreated,
  emailOnAddressChanged,
  emailOnAttemptDisputed,
  emailOnBroadcastJob,
  emailOnDelivery,
  emailOnMessageCreated,
  emailSweep,
} from "./features/email/triggers";
export { sessionNoticesOnSessionWritten, sessionNoticesSweep } from "./features/session-notices/triggers";
export { cohortDashboardOnProgress } from "./features/cohort-dashboard/trigger";
export { incubatorInsightsOnProgress } from "./features/incubator-insights/trigger";
export {
  messagesOnActivityCreated,
  messagesOnAttemptCoached,
  messagesOnCuratedVideoCreated,
  messagesOnCuratedVideoUpdated,
  messagesOnLessonWatched,
  messagesOnPathUpdated,
  messagesOnProfileCreated,
  messagesSweep,
} from "./features/messages/triggers";

// Every background trigger, for functions/src/index.ts to export by name: loaded only when one is
// read, so an instance of the `api` function never loads them.
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

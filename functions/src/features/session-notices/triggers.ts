import { logger } from "firebase-functions/logger";
import { onDocumentWritten } from "firebase-functions/v2/firestore";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { coachingSessionDocSchema } from "../../contract/sessions/storage";
import { systemClock } from "../../lib/clock";
import { appUrl } from "../../lib/params";
import { onSessionWritten, runReminderSweep } from "./service";

// The sessions' notices as Cloud Functions: thin wrappers around clock-injected logic.

const deps = () => ({ clock: systemClock, appUrl: appUrl.value() });

/** A stored session (null when absent), or undefined when of a shape no notice can be written from. */
const sessionOf = (data: FirebaseFirestore.DocumentData | undefined) => {
  if (!data) return null;
  const parsed = coachingSessionDocSchema.safeParse(data);
  return parsed.success ? parsed.data : undefined;
};

export const sessionNoticesOnSessionWritten = onDocumentWritten("coachingSessions/{sessionId}", async (event) => {
  if (!event.data) return;
  const before = sessionOf(event.data.before.data());
  const after = sessionOf(event.data.after.data());
  if (before === undefined || after === undefined) {
    logger.error("a coaching session does not match its schema: no notice sent", { sessionId: event.params.sessionId });
    return;
  }
  await onSessionWritten(deps(), event.params.sessionId, before, after);
});

/** Every 5 minutes: the reminders of sessions starting within the hour. */
export const sessionNoticesSweep = onSchedule({ schedule: "every 5 minutes", timeZone: "UTC" }, async () => {
  await runReminderSweep(deps());
});

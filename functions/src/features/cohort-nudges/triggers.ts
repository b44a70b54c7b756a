import { z } from "zod/mini";
import { onDocumentUpdated } from "firebase-functions/v2/firestore";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { profileDocSchema } from "../../contract/profile";
import { systemClock } from "../../lib/clock";
import { onProfileZoneChanged } from "./profile-zone";
import { runNudgeSweep } from "./sweep";

// The cohorts' nudges as Cloud Functions: thin wrappers around clock-injected logic.

/** At the top of every hour: the zones where it is 09:00 get their nudges (and, on Mondays, coaches their summary). */
export const cohortNudgesSweep = onSchedule(
  { schedule: "0 * * * *", timeZone: "UTC", timeoutSeconds: 540 },
  async () => {
    await runNudgeSweep(systemClock);
  },
);

const zoneField = z.pick(profileDocSchema, { timeZone: true });

export const cohortNudgesOnProfileZone = onDocumentUpdated("profiles/{uid}", async (event) => {
  if (!event.data) return;
  const before = zoneField.safeParse(event.data.before.data());
  const after = zoneField.safeParse(event.data.after.data());
  if (!before.success || !after.success) return;
  await onProfileZoneChanged(event.params.uid, before.data.timeZone, after.data.timeZone);
});

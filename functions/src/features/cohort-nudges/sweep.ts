import { logger } from "firebase-functions/logger";
import type { CohortDoc } from "../../contract/cohorts/storage";
import type { Clock } from "../../lib/clock";
import { inBatches } from "../../lib/in-batches";
import { sendPersonalMessage } from "../../lib/personal-messages";
import { sendCoachSummaries } from "./coach-summary";
import { isInProgramme, isKnownZone, isNudgeHour, nudgeMessage, nudgesFor } from "./nudges";
import { memberPages, openCohortPages } from "./repository";

// The hourly sweep: for each cohort in its programme, the zones of its members where it is the
// 09:00 hour, and in each the members a due nudge may message, read by a query on the nudge's
// condition. Idempotent (fixed message ids) and paged; what it read and sent is its answer.

const CONCURRENCY = 10;

export interface NudgeSweepResult {
  cohorts: number;
  membersRead: number;
  sent: number;
  summaries: number;
}

const none = (): NudgeSweepResult => ({ cohorts: 0, membersRead: 0, sent: 0, summaries: 0 });

/** One cohort's nudges and coach summaries at this hour. */
export async function sweepCohort(cohortId: string, cohort: CohortDoc, clock: Clock): Promise<NudgeSweepResult> {
  const at = clock.now();
  const result = { ...none(), cohorts: 1 };
  if (!isInProgramme(cohort, at)) return { ...result, cohorts: 0 };
  const zones = Object.keys(cohort.memberZones).filter(
    (zone) => (cohort.memberZones[zone] ?? 0) > 0 && isKnownZone(zone) && isNudgeHour(at, zone),
  );
  for (const zone of zones)
    for (const nudge of nudgesFor(cohort, zone, at))
      for await (const members of memberPages(cohortId, zone, nudge.condition)) {
        result.membersRead += members.length;
        await inBatches(members, CONCURRENCY, async (member) => {
          const outgoing = nudgeMessage(cohortId, cohort, nudge, member);
          if (!outgoing) return;
          try {
            const sent = await sendPersonalMessage(outgoing.to, outgoing.id, outgoing.message, clock, {
              category: "reminders",
              kind: "cohort_nudge",
            });
            if (sent) result.sent += 1;
          } catch (error) {
            // One learner's failure must not stop the rest; the fixed id lets a later run try again.
            logger.error("cohort nudge failed", { cohortId, uid: member.uid, kind: nudge.kind, error: String(error) });
          }
        });
      }
  result.summaries = await sendCoachSummaries(cohortId, cohort, clock);
  return result;
}

/** Every cohort's nudges at this hour, a page of cohorts at a time. */
export async function runNudgeSweep(clock: Clock): Promise<NudgeSweepResult> {
  const total = none();
  for await (const page of openCohortPages())
    for (const { id, data } of page) {
      const done = await sweepCohort(id, data, clock);
      total.cohorts += done.cohorts;
      total.membersRead += done.membersRead;
      total.sent += done.sent;
      total.summaries += done.summaries;
    }
  return total;
}

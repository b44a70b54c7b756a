import type { CohortDoc } from "../../contract/cohorts/storage";
import { clipText } from "../../contract/text";
import { weekAt } from "../../domain/cohorts/calendar";
import type { Clock } from "../../lib/clock";
import { sendPersonalMessage } from "../../lib/personal-messages";
import { isSummaryHour, latestPastDue, phaseLabel, phasePosition } from "./nudges";
import { coachLearnersBelow, coachOpenReviews, messageExists, readCoachZones } from "./repository";

// A coach's weekly summary of their learners in a cohort, Monday 09:00 in the coach's zone: who is
// behind, who did not check in last week, and their open reviews. Each list names the first 20 and
// counts the rest, so a summary reads a bounded number of documents however many learners there are.

export const SUMMARY_NAMES = 20;

export const summaryId = (cohortId: string, week: number) => `coachSummary-${cohortId}-${week}`;

function named(label: string, names: readonly string[], count: number): string {
  if (!count) return `${label}: no one.`;
  const more = count > names.length ? ` and ${count - names.length} more` : "";
  return `${label} (${count}): ${names.join(", ")}${more}.`;
}

/** The summary's words for one coach in week `week` (at least 2: it looks back on the week before). */
export async function coachSummary(cohortId: string, cohort: CohortDoc, coachId: string, week: number, at: Date) {
  const phase = latestPastDue(cohort, at);
  const [behind, missed, reviews] = await Promise.all([
    phase
      ? coachLearnersBelow(cohortId, coachId, { field: "phasesComplete", below: phasePosition(phase) }, SUMMARY_NAMES)
      : { names: [], count: 0 },
    coachLearnersBelow(cohortId, coachId, { field: "lastCheckInWeek", below: week - 1 }, SUMMARY_NAMES),
    coachOpenReviews(cohortId, coachId, SUMMARY_NAMES),
  ]);
  const lines = [
    named(phase ? `Behind on ${phaseLabel(phase)}` : "Behind", behind.names, behind.count),
    named(`Did not check in for week ${week - 1}`, missed.names, missed.count),
    named(
      "Open reviews",
      reviews.perLearner.map(([name, count]) => `${name} (${count})`),
      reviews.count,
    ),
  ];
  return {
    type: "system" as const,
    title: clipText(`Your ${cohort.name} learners, week ${week}`, 60),
    content: lines.join("\n"),
    actionLabel: "Open the review queue",
    actionUrl: "/admin/incubator?tab=reviews",
  };
}

/** Sends the week's summary to each of the cohort's coaches whose Monday 09:00 hour it is; answers how many went. */
export async function sendCoachSummaries(cohortId: string, cohort: CohortDoc, clock: Clock): Promise<number> {
  const at = clock.now();
  const week = weekAt(cohort, at);
  if (week < 2 || week > cohort.weeks) return 0;
  const zones = await readCoachZones(cohort.coachIds);
  let sent = 0;
  for (const coachId of cohort.coachIds) {
    const zone = zones.get(coachId);
    if (!zone || !isSummaryHour(at, zone)) continue;
    const id = summaryId(cohortId, week);
    // A run done twice reads one document for a summary already sent, not the coach's learners.
    if (await messageExists(coachId, id)) continue;
    const message = await coachSummary(cohortId, cohort, coachId, week, at);
    if (await sendPersonalMessage(coachId, id, message, clock, { category: "weekly_report", kind: "coach_summary" }))
      sent += 1;
  }
  return sent;
}

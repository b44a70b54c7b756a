import { Temporal } from "temporal-polyfill";
import { schedulePhases } from "../../contract/cohorts/common";
import type { CohortDoc, CohortMemberDoc } from "../../contract/cohorts/storage";
import { PHASE_KEYS, type PhaseKey } from "../../contract/incubator/common";
import { clipText } from "../../contract/text";
import {
  phaseDue,
  phasesPastDue,
  weekDeadline,
  weekEndsAt,
  weekOfDate,
  weekStartsAt,
  zonedAt,
} from "../../domain/cohorts/calendar";
import type { MessageContent } from "../../lib/broadcasts";
import type { Below } from "./repository";

// Which nudges a cohort's members in one zone are due at an instant, and what each says. The sweep
// runs every hour and asks only for the zones where it is the 09:00 hour; each nudge's day is one
// local day, so a learner is read on that day only, and a fixed message id sends each once.

export const NUDGE_HOUR = 9;
const HOUR_MS = 60 * 60 * 1000;
/**
 * A phase's behind-notice goes at the first 09:00 after its week ends, wherever the learner lives:
 * within a day of it (a day of 25 hours across a daylight-saving change, and an hour's slack).
 */
const BEHIND_WINDOW_MS = 26 * HOUR_MS;

/** Whether `timeZone` is a zone Temporal knows (a stored one may be stale or hand-edited). */
export function isKnownZone(timeZone: string): boolean {
  try {
    zonedAt(new Date(0), timeZone);
    return true;
  } catch {
    return false;
  }
}

export const isNudgeHour = (at: Date, timeZone: string) => zonedAt(at, timeZone).hour === NUDGE_HOUR;

/** Monday's 09:00 hour in the coach's zone: their weekly summary's hour. */
export const isSummaryHour = (at: Date, timeZone: string) =>
  zonedAt(at, timeZone).dayOfWeek === 1 && isNudgeHour(at, timeZone);

/** A phase's place on the roadmap, 1 for the first: a member with fewer phases complete has not done it. */
export const phasePosition = (phase: PhaseKey) => PHASE_KEYS.indexOf(phase) + 1;

export const phaseLabel = (phase: PhaseKey) => phase.charAt(0) + phase.slice(1).toLowerCase();

/** From the first week's start until a day after the last week ends (its behind-notices). */
export const isInProgramme = (cohort: CohortDoc, at: Date) =>
  cohort.stage === "open" &&
  at.getTime() >= weekStartsAt(cohort, 1).getTime() &&
  at.getTime() < weekEndsAt(cohort, cohort.weeks).getTime() + BEHIND_WINDOW_MS;

export type Nudge =
  | { kind: "phaseDue"; phase: PhaseKey; deadline: Date; condition: Below }
  | { kind: "missedCheckIn"; week: number; weekOver: boolean; condition: Below }
  | { kind: "behind"; phase: PhaseKey; week: number; condition: Below };

/** The latest phase whose week is over, when it ended within the behind window. */
export function newlyPastDue(cohort: CohortDoc, at: Date) {
  const phase = phasesPastDue(cohort, at).at(-1);
  const due = phase ? phaseDue(cohort, phase) : null;
  if (!phase || !due || at.getTime() - due.endsAt.getTime() > BEHIND_WINDOW_MS) return null;
  return { phase, week: due.week };
}

/** The latest phase whose week is over, whatever when: being behind is not having completed it. */
export const latestPastDue = (cohort: CohortDoc, at: Date) => phasesPastDue(cohort, at).at(-1) ?? null;

/** The nudges due now to the members living in `timeZone` (whose 09:00 hour it is). */
export function nudgesFor(cohort: CohortDoc, timeZone: string, at: Date): Nudge[] {
  const today = zonedAt(at, timeZone).toPlainDate();
  const nudges: Nudge[] = [];
  // 1. A phase due the day after tomorrow, their time, not complete.
  for (const phase of schedulePhases(cohort.schedule)) {
    const deadline = weekDeadline(cohort, cohort.schedule[phase] ?? 0);
    if (deadline.getTime() <= at.getTime()) continue;
    if (Temporal.PlainDate.compare(zonedAt(deadline, timeZone).toPlainDate(), today.add({ days: 2 })) === 0)
      nudges.push({
        kind: "phaseDue",
        phase,
        deadline,
        condition: { field: "phasesComplete", below: phasePosition(phase) },
      });
  }
  // 2. Yesterday was check-in day, and they have not checked in for its week.
  const yesterday = today.subtract({ days: 1 });
  const week = weekOfDate(cohort, yesterday);
  if (yesterday.dayOfWeek === cohort.checkInWeekday && week >= 1 && week <= cohort.weeks)
    nudges.push({
      kind: "missedCheckIn",
      week,
      weekOver: weekOfDate(cohort, today) !== week,
      condition: { field: "lastCheckInWeek", below: week },
    });
  // 3. A phase's week just ended and they have not completed it: their coach hears.
  const pastDue = newlyPastDue(cohort, at);
  if (pastDue)
    nudges.push({
      kind: "behind",
      ...pastDue,
      condition: { field: "phasesComplete", below: phasePosition(pastDue.phase) },
    });
  return nudges;
}

/** The deadline as the learner reads it, e.g. "Sunday 13 December, 23:59". */
const localDeadline = (deadline: Date, timeZone: string) =>
  new Intl.DateTimeFormat("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    hour: "2-digit",
    minute: "2-digit",
    timeZone,
  }).format(deadline);

export interface Outgoing {
  /** Whose inbox: the learner's, or their coach's. */
  to: string;
  id: string;
  message: MessageContent;
}

/** The message a nudge sends about one member, or null (a behind-notice for a learner without a coach). */
export function nudgeMessage(
  cohortId: string,
  cohort: CohortDoc,
  nudge: Nudge,
  member: CohortMemberDoc,
): Outgoing | null {
  switch (nudge.kind) {
    case "phaseDue":
      return {
        to: member.uid,
        id: `cohortDue-${cohortId}-${nudge.phase}`,
        message: {
          type: "reminder",
          title: `${phaseLabel(nudge.phase)} is due in 2 days`,
          content: clipText(
            `${phaseLabel(nudge.phase)} is due on ${localDeadline(nudge.deadline, member.timeZone)}, your time. Finish its steps to stay on track in ${cohort.name}.`,
            200,
          ),
          actionLabel: "Open the phase",
          actionUrl: `/incubator/phase/${nudge.phase}`,
        },
      };
    case "missedCheckIn":
      return {
        to: member.uid,
        id: `cohortCheckIn-${cohortId}-${nudge.week}`,
        message: {
          type: "reminder",
          title: `Your week ${nudge.week} check-in`,
          content: clipText(
            nudge.weekOver
              ? `You did not check in for week ${nudge.week} of ${cohort.name}. This week's check-in is open: your numbers, one win and one blocker.`
              : `You have not checked in for week ${nudge.week} of ${cohort.name} yet. It is open until Sunday: your numbers, one win and one blocker.`,
            200,
          ),
          actionLabel: "Check in",
          actionUrl: "/",
        },
      };
    case "behind":
      if (!member.coachId) return null;
      return {
        to: member.coachId,
        id: `cohortBehind-${cohortId}-${nudge.phase}-${member.uid}`,
        message: {
          type: "system",
          title: clipText(`${member.name} is behind on ${phaseLabel(nudge.phase)}`, 60),
          content: clipText(
            `${member.name} has not completed ${phaseLabel(nudge.phase)}, due at the end of week ${nudge.week} of ${cohort.name}.`,
            200,
          ),
          actionLabel: "Open their Incubator",
          actionUrl: `/admin/users/${encodeURIComponent(member.uid)}/incubator`,
        },
      };
  }
}

import type { CohortDoc } from "../../contract/cohorts/storage";
import type { CohortWeekLabel, PhaseDue } from "../../contract/cohorts/due";
import type { PhaseKey } from "../../contract/incubator/common";
import type { Clock } from "../../lib/clock";
import { phaseDue, weekAt } from "./calendar";
import { readMembership } from "./membership";

// A cohort member's deadlines as the Incubator's answers and the tutor show them: the week now
// ("Week n of N") and when each phase is due. One membership read a request (itself remembered).

/** "Week n of N" at `at`: week 1 before the start, the last week after the end. */
export function weekLabel(
  cohort: Pick<CohortDoc, "name" | "startDate" | "weeks" | "timeZone">,
  at: Date,
): CohortWeekLabel {
  const raw = weekAt(cohort, at);
  return {
    name: cohort.name,
    week: Math.min(cohort.weeks, Math.max(1, raw)),
    weeks: cohort.weeks,
    started: raw >= 1,
    completed: raw > cohort.weeks,
  };
}

/** A phase's due week and deadline, or null when the schedule leaves it out. */
export function dueOf(cohort: CohortDoc, phase: PhaseKey): PhaseDue | null {
  const due = phaseDue(cohort, phase);
  return due && { week: due.week, deadline: due.deadline.toISOString() };
}

export interface Deadlines {
  label: CohortWeekLabel;
  cohort: CohortDoc;
  dueOf(phase: PhaseKey): PhaseDue | null;
}

/** The learner's deadlines, or null outside a cohort (a draft's schedule is not theirs yet either). */
export async function readDeadlines(uid: string, clock: Clock): Promise<Deadlines | null> {
  const membership = await readMembership(uid, clock);
  if (!membership || membership.cohort.stage === "draft") return null;
  const { cohort } = membership;
  return { label: weekLabel(cohort, clock.now()), cohort, dueOf: (phase) => dueOf(cohort, phase) };
}

import type { Role } from "../../contract/common";
import { PHASE_KEYS } from "../../contract/incubator/common";
import { checkInId } from "../../contract/cohorts/storage";
import {
  tutorCheckInSchema,
  tutorStepProgressSchema,
  tutorStepSchema,
  type IncubatorWork,
  type TutorCohortWeek,
  type TutorStep,
} from "../../contract/incubator/tutor-context";
import type { Clock } from "../../lib/clock";
import { checkIns, incubatorStepProgress, readList, readOnly } from "../../lib/collections";
import { schedulePhases } from "../../contract/cohorts/common";
import { phaseDue } from "../cohorts/calendar";
import { weekLabel } from "../cohorts/deadlines";
import { readMembership } from "../cohorts/membership";
import { mayUseIncubator } from "./launch";
import { readContent } from "./view";

// What the tutor reads of a learner's Incubator work, for ai/incubator-context.ts to put in the
// prompt: the active steps in roadmap order and the learner's progress of each, and for a cohort
// member their week's deadlines and latest check-in.

/** A cohort member's week: one remembered membership read and at most one check-in read; null outside a cohort. */
async function readCohortWeek(uid: string, clock: Clock): Promise<TutorCohortWeek | null> {
  const membership = await readMembership(uid, clock);
  if (!membership || membership.cohort.stage === "draft") return null;
  const { cohort, cohortId, member } = membership;
  const label = weekLabel(cohort, clock.now());
  const running = label.started && !label.completed;
  const latest = member.lastCheckInWeek
    ? (await readOnly(checkIns(uid), tutorCheckInSchema).doc(checkInId(cohortId, member.lastCheckInWeek)).get()).data()
    : undefined;
  return {
    label,
    timeZone: member.timeZone,
    due: running
      ? schedulePhases(cohort.schedule)
          .filter((key) => cohort.schedule[key] === label.week)
          .map((phaseKey) => ({ phaseKey, deadline: phaseDue(cohort, phaseKey)!.deadline }))
      : [],
    latestCheckIn: latest ?? null,
  };
}

async function readIncubatorWork(uid: string, clock: Clock): Promise<IncubatorWork> {
  const [content, progress, cohort] = await Promise.all([
    readContent(),
    readList(readOnly(incubatorStepProgress(uid), tutorStepProgressSchema)),
    readCohortWeek(uid, clock),
  ]);
  const order = (step: TutorStep) => PHASE_KEYS.indexOf(step.phaseKey) * 1_000 + step.order;
  // The remembered content (view.ts), not a read of its own: the active steps, as the tutor sees them.
  const steps = content.steps
    .filter(({ data }) => data.isActive)
    .map(({ id, data }) => ({ id, data: tutorStepSchema.parse(data) }));
  return {
    steps: steps.sort((a, b) => order(a.data) - order(b.data)),
    progress: new Map(progress.map(({ id, data }) => [id, data])),
    cohort,
  };
}

/** The learner's Incubator work, or null while they may not use the Incubator (nothing is read then). */
export async function incubatorWorkFor(uid: string, role: Role, clock: Clock): Promise<IncubatorWork | null> {
  return (await mayUseIncubator({ uid, role }, clock)) ? readIncubatorWork(uid, clock) : null;
}

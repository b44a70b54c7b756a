import type { Role } from "../../contract/common";
import { PHASE_KEYS } from "../../contract/incubator/common";
import {
  tutorStepProgressSchema,
  tutorStepSchema,
  type IncubatorWork,
  type TutorStep,
} from "../../contract/incubator/tutor-context";
import type { Clock } from "../../lib/clock";
import { incubatorStepProgress, incubatorSteps, readList, readOnly } from "../../lib/collections";
import { mayUseIncubator } from "./launch";

// What the tutor reads of a learner's Incubator work, for ai/incubator-context.ts to put in the
// prompt: the active steps in roadmap order and the learner's progress of each.

async function readIncubatorWork(uid: string): Promise<IncubatorWork> {
  const [steps, progress] = await Promise.all([
    readList(readOnly(incubatorSteps(), tutorStepSchema).where("isActive", "==", true)),
    readList(readOnly(incubatorStepProgress(uid), tutorStepProgressSchema)),
  ]);
  const order = (step: TutorStep) => PHASE_KEYS.indexOf(step.phaseKey) * 1_000 + step.order;
  return {
    steps: steps.sort((a, b) => order(a.data) - order(b.data)),
    progress: new Map(progress.map(({ id, data }) => [id, data])),
  };
}

/** The learner's Incubator work, or null while they may not use the Incubator (nothing is read then). */
export async function incubatorWorkFor(uid: string, role: Role, clock: Clock): Promise<IncubatorWork | null> {
  return (await mayUseIncubator({ uid, role }, clock)) ? readIncubatorWork(uid) : null;
}

import type { IncubatorPhase } from "@contract/incubator/learner";
import type { StepStatus } from "@contract/incubator/common";
import type { IncubatorPlan } from "@contract/incubator/plan";

// The roadmap's rules, pure so they are tested apart from the screen.
// The server decides what is unlocked (an unlock is permanent, docs/decisions/049-opened-steps-stay-open.md).

type PhaseProgress = IncubatorPhase["userProgress"];

export const isPhaseComplete = (progress: Pick<PhaseProgress, "completed" | "total">) =>
  progress.total > 0 && progress.completed >= progress.total;

/**
 * A phase card's badge: every step complete. A badge once awarded stays (awards are never taken
 * back), so a phase that gained a step keeps it.
 */
export const showsBadge = (progress: PhaseProgress) => progress.badgeEarned || isPhaseComplete(progress);

/** The phase 'Sensei Tips' speaks about: the first unlocked one not yet complete, DISCOVER by default. */
export function currentPhase(phases: readonly IncubatorPhase[]): IncubatorPhase | undefined {
  return (
    phases.find((phase) => phase.userProgress.unlocked && !isPhaseComplete(phase.userProgress)) ??
    phases.find((phase) => phase.key === "DISCOVER")
  );
}

/** A step of the roadmap, in order, as the business plan lists every active one. */
export interface RoadmapStepRef {
  stepId: string;
  phaseKey: string;
  title: string;
  status: StepStatus;
}

/** Every active step of the plan in roadmap order. */
export const planSteps = (plan: IncubatorPlan): RoadmapStepRef[] =>
  plan.phases.flatMap((phase) =>
    phase.sections.map(({ stepId, stepTitle, status }) => ({ stepId, phaseKey: phase.key, title: stepTitle, status })),
  );

/**
 * The step to finish first for `stepId` to open: a step opens when every step before it is complete
 * (its phase's, and the previous phases'), so the last one before it that is not. Null when none is.
 */
export function stepToFinishFirst(steps: readonly RoadmapStepRef[], stepId: string): RoadmapStepRef | null {
  const index = steps.findIndex((step) => step.stepId === stepId);
  if (index < 0) return null;
  return (
    steps
      .slice(0, index)
      .reverse()
      .find((step) => step.status !== "complete") ?? null
  );
}

/** The step to work on now: the first open one not yet complete, in roadmap order. */
export const stepToWorkOn = (steps: readonly RoadmapStepRef[]): RoadmapStepRef | null =>
  steps.find((step) => step.status === "in_progress") ?? null;

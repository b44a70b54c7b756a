import type { StepStatus } from "../../contract/incubator/common";

// The lock rules: a step opens when the steps before it are complete, a phase when the previous
// one is complete. Only active phases and
// steps count, "the previous phase" is the previous active one, and whatever a learner once
// reached (a phase opened, a step in progress) stays open whatever admins switch or reorder.

export interface RoadmapPhase {
  key: string;
  order: number;
  isActive: boolean;
}
export interface RoadmapStep {
  id: string;
  phaseKey: string;
  order: number;
  isActive: boolean;
}
export interface LearnerMarks {
  completed: ReadonlySet<string>;
  reachedPhases: ReadonlySet<string>;
  reachedSteps: ReadonlySet<string>;
}

export interface PhaseState {
  key: string;
  unlocked: boolean;
  /** Active steps complete, of `total` active steps. */
  completed: number;
  total: number;
  /** Every active step complete (so a phase without active steps counts as complete). */
  complete: boolean;
  /** The phase's active steps in order. */
  stepIds: string[];
}

export interface Roadmap {
  /** Active phases in order. */
  phases: PhaseState[];
  /** The status of every active step of an active phase. */
  status: Map<string, StepStatus>;
}

const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;

export function buildRoadmap(phases: RoadmapPhase[], steps: RoadmapStep[], marks: LearnerMarks): Roadmap {
  const status = new Map<string, StepStatus>();
  const states: PhaseState[] = [];
  for (const phase of phases.filter((entry) => entry.isActive).sort(byOrder)) {
    const phaseSteps = steps.filter((step) => step.isActive && step.phaseKey === phase.key).sort(byOrder);
    const completed = phaseSteps.filter((step) => marks.completed.has(step.id)).length;
    const previous = states.at(-1);
    const unlocked = !previous || previous.complete || marks.reachedPhases.has(phase.key);
    let current = false;
    for (const step of phaseSteps) {
      if (marks.completed.has(step.id)) status.set(step.id, "complete");
      else if (unlocked && (!current || marks.reachedSteps.has(step.id))) {
        status.set(step.id, "in_progress");
        current = true;
      } else status.set(step.id, "locked");
    }
    states.push({
      key: phase.key,
      unlocked,
      completed,
      total: phaseSteps.length,
      complete: completed === phaseSteps.length,
      stepIds: phaseSteps.map((step) => step.id),
    });
  }
  return { phases: states, status };
}

/** Phases open and steps in progress that the learner has not yet been marked as having reached. */
export function newlyReached(roadmap: Roadmap, marks: LearnerMarks): { phases: string[]; steps: string[] } {
  return {
    phases: roadmap.phases.filter((phase) => phase.unlocked && !marks.reachedPhases.has(phase.key)).map((p) => p.key),
    steps: [...roadmap.status]
      .filter(([id, status]) => status === "in_progress" && !marks.reachedSteps.has(id))
      .map(([id]) => id),
  };
}

/** The first step, in roadmap order, that was locked before and is open after. */
export function firstOpened(before: Roadmap, after: Roadmap): { stepId: string; phaseKey: string } | null {
  for (const phase of after.phases)
    for (const stepId of phase.stepIds)
      if (before.status.get(stepId) === "locked" && after.status.get(stepId) !== "locked")
        return { stepId, phaseKey: phase.key };
  return null;
}

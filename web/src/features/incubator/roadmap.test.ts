import type { IncubatorPhase } from "@contract/incubator/learner";
import { describe, expect, it } from "vitest";
import {
  currentPhase,
  isPhaseComplete,
  showsBadge,
  stepToFinishFirst,
  stepToWorkOn,
  type RoadmapStepRef,
} from "./roadmap";

const phase = (
  key: IncubatorPhase["key"],
  completed: number,
  total: number,
  unlocked: boolean,
  badgeEarned = false,
): IncubatorPhase => ({
  id: key,
  key,
  order: 1,
  title: key,
  goal: "",
  senseiTips: [],
  stepCount: total,
  userProgress: { completed, total, unlocked, badgeEarned },
});

describe("roadmap rules", () => {
  it("calls a phase complete when every step is, never an empty one", () => {
    expect(isPhaseComplete({ completed: 4, total: 4 })).toBe(true);
    expect(isPhaseComplete({ completed: 3, total: 4 })).toBe(false);
    expect(isPhaseComplete({ completed: 0, total: 0 })).toBe(false);
  });

  it("shows a badge for a complete phase, and keeps one already awarded", () => {
    expect(showsBadge(phase("DISCOVER", 4, 4, true).userProgress)).toBe(true);
    expect(showsBadge(phase("DISCOVER", 3, 4, true).userProgress)).toBe(false);
    expect(showsBadge(phase("DISCOVER", 3, 4, true, true).userProgress)).toBe(true);
  });

  it("names the first unlocked, incomplete phase as current", () => {
    const phases = [phase("DISCOVER", 4, 4, true), phase("SHAPE", 1, 3, true), phase("SHOW", 0, 3, false)];
    expect(currentPhase(phases)?.key).toBe("SHAPE");
  });

  it("falls back to DISCOVER when no phase is open and unfinished", () => {
    const phases = [phase("DISCOVER", 4, 4, true), phase("SHAPE", 0, 0, false)];
    expect(currentPhase(phases)?.key).toBe("DISCOVER");
    expect(currentPhase([])).toBeUndefined();
  });
});

describe("which step opens a locked one", () => {
  const step = (stepId: string, phaseKey: string, status: RoadmapStepRef["status"]): RoadmapStepRef => ({
    stepId,
    phaseKey,
    title: `Step ${stepId}`,
    status,
  });
  // Step 2 in progress; 3 and 4 locked behind it; SHAPE's first step behind DISCOVER's last.
  const steps = [
    step("1", "DISCOVER", "complete"),
    step("2", "DISCOVER", "in_progress"),
    step("3", "DISCOVER", "locked"),
    step("4", "DISCOVER", "locked"),
    step("5", "SHAPE", "locked"),
  ];

  it("is the last step before it not complete, across phases", () => {
    expect(stepToFinishFirst(steps, "3")?.stepId).toBe("2");
    expect(stepToFinishFirst(steps, "4")?.stepId).toBe("3");
    expect(stepToFinishFirst(steps, "5")?.stepId).toBe("4");
  });

  it("skips steps already complete (reordered by an admin), and is none for the first or an unknown step", () => {
    const reordered = [
      step("1", "DISCOVER", "in_progress"),
      step("2", "DISCOVER", "complete"),
      step("3", "DISCOVER", "locked"),
    ];
    expect(stepToFinishFirst(reordered, "3")?.stepId).toBe("1");
    expect(stepToFinishFirst(steps, "1")).toBeNull();
    expect(stepToFinishFirst(steps, "99")).toBeNull();
  });

  it("points at the first open step not complete as the one to work on now", () => {
    expect(stepToWorkOn(steps)?.stepId).toBe("2");
    expect(stepToWorkOn(steps.map((entry) => ({ ...entry, status: "complete" as const })))).toBeNull();
  });
});

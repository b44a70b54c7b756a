import { describe, expect, it } from "vitest";
import { buildRoadmap, firstOpened, newlyReached, type LearnerMarks, type RoadmapStep } from "./roadmap";

const phases = [
  { key: "DISCOVER", order: 1, isActive: true },
  { key: "SHAPE", order: 2, isActive: true },
  { key: "SHOW", order: 3, isActive: true },
];
const steps: RoadmapStep[] = [
  { id: "1", phaseKey: "DISCOVER", order: 1, isActive: true },
  { id: "2", phaseKey: "DISCOVER", order: 2, isActive: true },
  { id: "3", phaseKey: "SHAPE", order: 1, isActive: true },
  { id: "4", phaseKey: "SHAPE", order: 2, isActive: true },
  { id: "5", phaseKey: "SHOW", order: 1, isActive: true },
];
const marks = (completed: string[] = [], reachedPhases: string[] = [], reachedSteps: string[] = []): LearnerMarks => ({
  completed: new Set(completed),
  reachedPhases: new Set(reachedPhases),
  reachedSteps: new Set(reachedSteps),
});
const statuses = (roadmap: ReturnType<typeof buildRoadmap>) => Object.fromEntries(roadmap.status);

describe("the Incubator lock rules", () => {
  it("opens the first phase's first step and locks the rest", () => {
    const roadmap = buildRoadmap(phases, steps, marks());
    expect(roadmap.phases.map((phase) => phase.unlocked)).toEqual([true, false, false]);
    expect(statuses(roadmap)).toEqual({ 1: "in_progress", 2: "locked", 3: "locked", 4: "locked", 5: "locked" });
  });

  it("opens the next step on a pass and the next phase when a phase is complete", () => {
    expect(statuses(buildRoadmap(phases, steps, marks(["1"])))).toMatchObject({ 1: "complete", 2: "in_progress" });
    const roadmap = buildRoadmap(phases, steps, marks(["1", "2"]));
    expect(roadmap.phases[0]).toMatchObject({ completed: 2, total: 2, complete: true });
    expect(roadmap.phases[1]!.unlocked).toBe(true);
    expect(statuses(roadmap)).toMatchObject({ 3: "in_progress", 4: "locked", 5: "locked" });
  });

  it("skips an inactive previous phase and inactive steps", () => {
    const withInactive = [phases[0]!, { ...phases[1]!, isActive: false }, phases[2]!];
    const roadmap = buildRoadmap(withInactive, steps, marks(["1", "2"]));
    expect(roadmap.phases.map((phase) => phase.key)).toEqual(["DISCOVER", "SHOW"]);
    expect(roadmap.phases[1]!.unlocked).toBe(true);
    expect(roadmap.status.has("3")).toBe(false);

    const inactiveStep = steps.map((step) => (step.id === "2" ? { ...step, isActive: false } : step));
    const after = buildRoadmap(phases, inactiveStep, marks(["1"]));
    expect(after.phases[0]).toMatchObject({ completed: 1, total: 1, complete: true });
    expect(after.phases[1]!.unlocked).toBe(true);
  });

  it("keeps what a learner reached open when admins add or reorder steps", () => {
    const added = [...steps, { id: "9", phaseKey: "DISCOVER", order: 3, isActive: true }];
    const roadmap = buildRoadmap(phases, added, marks(["1", "2"], ["DISCOVER", "SHAPE"], ["1", "2", "3"]));
    expect(roadmap.phases[0]).toMatchObject({ complete: false, completed: 2, total: 3 });
    expect(roadmap.phases[1]!.unlocked).toBe(true);
    expect(statuses(roadmap)).toMatchObject({ 9: "in_progress", 3: "in_progress", 4: "locked" });

    const reordered = steps.map((step) => (step.id === "4" ? { ...step, order: 0 } : step));
    expect(statuses(buildRoadmap(phases, reordered, marks(["1", "2"], ["SHAPE"], ["3"])))).toMatchObject({
      4: "in_progress",
      3: "in_progress",
    });
  });

  it("names what was newly reached and the first step a pass opened", () => {
    const before = buildRoadmap(phases, steps, marks(["1"]));
    const after = buildRoadmap(phases, steps, marks(["1", "2"]));
    expect(firstOpened(before, after)).toEqual({ stepId: "3", phaseKey: "SHAPE" });
    expect(firstOpened(after, after)).toBeNull();
    expect(newlyReached(after, marks(["1", "2"], ["DISCOVER"], ["1", "2"]))).toEqual({
      phases: ["SHAPE"],
      steps: ["3"],
    });
  });
});

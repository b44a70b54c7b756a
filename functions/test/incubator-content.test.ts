import { describe, expect, it } from "vitest";
import { PHASE_KEYS } from "../src/contract/incubator/common";
import { INCUBATOR_PHASES, INCUBATOR_STEPS } from "../../seed/incubator/content";
import { rubricSchema } from "../src/contract/incubator/rubric";
import { SKILL_IDS, skillById } from "../src/contract/pillars";

// The seeded Incubator content (seed/incubator/content.ts) against the shape docs/decisions/047-seeded-incubator-content.md sets.
describe("the seeded Incubator content", () => {
  it("has the six phases in order, each with a goal and 3-4 sensei tips", () => {
    expect(INCUBATOR_PHASES.map((phase) => phase.key)).toEqual([...PHASE_KEYS]);
    expect(PHASE_KEYS).toEqual(["DISCOVER", "SHAPE", "SHOW", "SELL", "SERVE", "GROW"]);
    INCUBATOR_PHASES.forEach((phase, index) => {
      expect(phase.order).toBe(index + 1);
      expect(phase.title.trim()).not.toBe("");
      expect(phase.goal.length).toBeGreaterThan(30);
      expect(phase.senseiTips.length).toBeGreaterThanOrEqual(3);
      expect(phase.senseiTips.length).toBeLessThanOrEqual(4);
    });
  });

  it("has 3-5 steps per phase, numbered '1', '2', ... in roadmap order across phases", () => {
    for (const phase of INCUBATOR_PHASES) {
      expect(phase.steps.length).toBeGreaterThanOrEqual(3);
      expect(phase.steps.length).toBeLessThanOrEqual(5);
    }
    expect(INCUBATOR_STEPS.map((step) => step.id)).toEqual(INCUBATOR_STEPS.map((_, index) => String(index + 1)));
    expect(INCUBATOR_STEPS.filter((step) => step.phaseKey === "SHAPE").map((step) => step.order)).toEqual(
      INCUBATOR_PHASES[1]!.steps.map((_, index) => index + 1),
    );
  });

  it.each(INCUBATOR_STEPS)("step $id ($title) is complete and its rubric is valid", (step) => {
    expect(["text", "multi"]).toContain(step.inputType);
    expect(step.prompt.length).toBeGreaterThan(60);
    expect(step.helperTips.length).toBeGreaterThanOrEqual(3);
    expect(step.helperTips.length).toBeLessThanOrEqual(5);
    expect(SKILL_IDS).toContain(step.skillId);
    const rubric = step.successCriteria;
    expect(rubricSchema.parse(rubric)).toEqual(rubric);
    expect(rubric.criteria.length).toBeGreaterThanOrEqual(3);
    expect(rubric.criteria.length).toBeLessThanOrEqual(5);
    expect(rubric.criteria.some((criterion) => criterion.required)).toBe(true);
    expect(rubric.criteria.reduce((sum, criterion) => sum + criterion.weight, 0)).toBe(100);
    expect(rubric.minChars).toBeGreaterThanOrEqual(150);
    for (const criterion of rubric.criteria) expect(criterion.signals.length).toBeGreaterThanOrEqual(2);
  });

  it("picks a skill of the phase's own pillar for the SHAPE to SERVE steps", () => {
    for (const step of INCUBATOR_STEPS.filter((entry) => entry.phaseKey !== "DISCOVER" && entry.phaseKey !== "GROW"))
      expect(skillById(step.skillId)?.pillar, `step ${step.id}`).toBe(step.phaseKey);
  });
});

import type { AdminStep } from "@contract/incubator/admin";
import { describe, expect, it } from "vitest";
import { moveStep, stepOrders } from "./step-order";

const step = (id: string, order: number): AdminStep => ({
  id,
  phaseKey: "GROW",
  order,
  title: `Step ${id}`,
  prompt: "Prompt",
  helperTips: [],
  inputType: "text",
  isActive: true,
  successCriteriaJSON: {
    aim: "Aim",
    minChars: 10,
    criteria: [
      { id: "specific", label: "Specific", description: "Names numbers", weight: 1, required: true, signals: [] },
    ],
  },
});

describe("moveStep", () => {
  const steps = [step("7", 1), step("8", 2), step("9", 3)];

  it("moves a step down and renumbers every step 1..n", () => {
    expect(stepOrders(moveStep(steps, 0, 2))).toEqual([
      { stepId: "8", order: 1 },
      { stepId: "9", order: 2 },
      { stepId: "7", order: 3 },
    ]);
  });

  it("moves a step up", () => {
    expect(moveStep(steps, 2, 0).map((entry) => entry.id)).toEqual(["9", "7", "8"]);
  });

  it("leaves the list as it was for a drop in place or an unknown index", () => {
    expect(stepOrders(moveStep(steps, 1, 1))).toEqual(stepOrders(steps));
    expect(moveStep(steps, 5, 0)).toEqual(steps);
  });
});

import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import type { StepProgressDoc } from "../../contract/incubator-storage";
import { insightDelta } from "./insights-delta";

// The change one progress write makes to a step's Insights counters (pure: no emulator).

type Progress = Pick<StepProgressDoc, "attemptCount" | "completed" | "lastEvaluation">;

const evaluation = (score: number, at: string, missing: string[] = []) =>
  ({
    score,
    evaluatedAt: Timestamp.fromDate(new Date(at)),
    criteria: ["c1", "c2"].map((criterionId) => ({
      criterionId,
      verdict: missing.includes(criterionId) ? "missing" : "met",
    })),
  }) as unknown as NonNullable<Progress["lastEvaluation"]>;

const saved: Progress = { attemptCount: 0, completed: false, lastEvaluation: null };

describe("insightDelta", () => {
  it("counts nothing for a saved answer", () => {
    expect(insightDelta(null, saved)).toEqual({
      attempted: 0,
      passed: 0,
      attemptsToPass: {},
      latestScore: {},
      missing: {},
      evaluationsByDay: {},
    });
  });

  it("counts a first failed evaluation: attempted, its score decile, missing criteria, its day", () => {
    const failed = {
      attemptCount: 1,
      completed: false,
      lastEvaluation: evaluation(42, "2026-11-27T10:00:00Z", ["c2"]),
    };
    expect(insightDelta(saved, failed)).toEqual({
      attempted: 1,
      passed: 0,
      attemptsToPass: {},
      latestScore: { "4": 1 },
      missing: { c2: 1 },
      evaluationsByDay: { "2026-11-27": 1 },
    });
  });

  it("moves the latest score from one decile to another and counts the pass with its attempts", () => {
    const failed = { attemptCount: 1, completed: false, lastEvaluation: evaluation(42, "2026-11-27T10:00:00Z") };
    const passed = { attemptCount: 2, completed: true, lastEvaluation: evaluation(100, "2026-11-28T10:00:00Z") };
    expect(insightDelta(failed, passed)).toMatchObject({
      attempted: 0,
      passed: 1,
      attemptsToPass: { "2": 1 },
      latestScore: { "4": -1, "10": 1 },
      evaluationsByDay: { "2026-11-28": 1 },
    });
  });

  it("never counts a pass twice, nor a write that changes no evaluation", () => {
    const passed = { attemptCount: 2, completed: true, lastEvaluation: evaluation(80, "2026-11-28T10:00:00Z") };
    const later = { attemptCount: 3, completed: true, lastEvaluation: evaluation(30, "2026-11-28T11:00:00Z") };
    expect(insightDelta(passed, later)).toMatchObject({
      passed: 0,
      attemptsToPass: {},
      latestScore: { "8": -1, "3": 1 },
    });
    expect(insightDelta(later, later)).toMatchObject({ attempted: 0, latestScore: {}, evaluationsByDay: {} });
  });
});

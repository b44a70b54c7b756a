import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { GATE_MODEL_VERSION } from "../../ai/evaluation";
import { emptyDelta, insightDelta, isEmptyDelta, type InsightProgress } from "./delta";

// The change one progress write makes to a step's Insights counters (pure: no emulator).

const at = (iso: string) => Timestamp.fromDate(new Date(iso));

const evaluation = (
  score: number,
  iso: string,
  missing: string[] = [],
  gate: { reason: string | null } | null = null,
) =>
  ({
    score,
    evaluatedAt: at(iso),
    modelVersion: gate ? GATE_MODEL_VERSION : "gemini",
    gateReason: gate?.reason ?? null,
    criteria: ["c1", "c2"].map((criterionId) => ({
      criterionId,
      verdict: missing.includes(criterionId) ? "missing" : "met",
    })),
  }) as unknown as NonNullable<InsightProgress["lastEvaluation"]>;

const progress = (fields: Partial<InsightProgress> = {}): InsightProgress => ({
  attemptCount: 0,
  completed: false,
  lastEvaluation: null,
  openedAt: null,
  coachVerdicts: 0,
  updatedAt: at("2026-11-27T09:00:00Z"),
  ...fields,
});

const opened = progress({ openedAt: at("2026-11-27T09:00:00Z") });

describe("insightDelta", () => {
  it("counts a step opening once, and nothing for an undated one or a saved answer", () => {
    expect(insightDelta(null, opened)).toEqual({ ...emptyDelta(), reached: 1 });
    expect(insightDelta(opened, { ...opened, updatedAt: at("2026-11-27T10:00:00Z") })).toEqual(emptyDelta());
    expect(isEmptyDelta(insightDelta(null, progress()))).toBe(true);
    expect(insightDelta(progress(), opened).reached).toBe(1);
  });

  it("counts a first failed evaluation: attempted, its exact score, missing criteria, its day", () => {
    const failed = { ...opened, attemptCount: 1, lastEvaluation: evaluation(42, "2026-11-27T10:00:00Z", ["c2"]) };
    expect(insightDelta(opened, failed)).toEqual({
      ...emptyDelta(),
      attempted: 1,
      latestScore: { "42": 1 },
      missing: { c2: 1 },
      evaluationsByDay: { "2026-11-27": 1 },
    });
  });

  it("moves the latest score and missing criteria to the new evaluation, and counts the pass with its attempts", () => {
    const failed = { ...opened, attemptCount: 1, lastEvaluation: evaluation(42, "2026-11-27T10:00:00Z", ["c1", "c2"]) };
    const passed = {
      ...failed,
      attemptCount: 2,
      completed: true,
      lastEvaluation: evaluation(90, "2026-11-28T10:00:00Z", ["c2"]),
    };
    expect(insightDelta(failed, passed)).toEqual({
      ...emptyDelta(),
      passed: 1,
      attemptsToPass: { "2": 1 },
      latestScore: { "42": -1, "90": 1 },
      missing: { c1: -1 },
      evaluationsByDay: { "2026-11-28": 1 },
    });
  });

  it("never counts a pass twice, nor a write that changes no evaluation", () => {
    const passed = {
      ...opened,
      attemptCount: 2,
      completed: true,
      lastEvaluation: evaluation(80, "2026-11-28T10:00:00Z"),
    };
    const later = { ...passed, attemptCount: 3, lastEvaluation: evaluation(30, "2026-11-28T11:00:00Z") };
    expect(insightDelta(passed, later)).toEqual({
      ...emptyDelta(),
      latestScore: { "80": -1, "30": 1 },
      evaluationsByDay: { "2026-11-28": 1 },
    });
    expect(insightDelta(later, later)).toEqual(emptyDelta());
  });

  it("counts every evaluation of interleaved writes on the latest one's day", () => {
    const one = { ...opened, attemptCount: 1, lastEvaluation: evaluation(40, "2026-11-27T10:00:00Z") };
    const three = { ...opened, attemptCount: 3, lastEvaluation: evaluation(50, "2026-11-28T10:00:00Z") };
    expect(insightDelta(one, three).evaluationsByDay).toEqual({ "2026-11-28": 2 });
  });

  it("counts a gate stop by its day and reason, 'unknown' without one", () => {
    const gated = {
      ...opened,
      attemptCount: 1,
      lastEvaluation: evaluation(0, "2026-11-27T10:00:00Z", ["c1", "c2"], { reason: "lorem" }),
    };
    expect(insightDelta(opened, gated).gatedByDay).toEqual({ "2026-11-27|lorem": 1 });
    const unknown = { ...gated, lastEvaluation: evaluation(0, "2026-11-27T10:00:00Z", [], { reason: null }) };
    expect(insightDelta(opened, unknown).gatedByDay).toEqual({ "2026-11-27|unknown": 1 });
    const judged = { ...gated, attemptCount: 2, lastEvaluation: evaluation(55, "2026-11-27T11:00:00Z") };
    expect(insightDelta(gated, judged).gatedByDay).toEqual({});
  });

  it("counts a coach's verdicts on the day of the write", () => {
    const before = { ...opened, attemptCount: 1, lastEvaluation: evaluation(65, "2026-11-27T10:00:00Z") };
    const after = { ...before, coachVerdicts: 1, completed: true, updatedAt: at("2026-11-29T08:00:00Z") };
    expect(insightDelta(before, after)).toEqual({
      ...emptyDelta(),
      passed: 1,
      attemptsToPass: { "1": 1 },
      coachChangedByDay: { "2026-11-29": 1 },
    });
  });
});

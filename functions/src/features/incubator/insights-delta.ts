import type { StepProgressDoc } from "../../contract/incubator-storage";

/** What one write of a learner's step progress adds to the step's Insights counters. */
export type InsightDelta = {
  attempted: number;
  passed: number;
  attemptsToPass: Record<string, number>;
  latestScore: Record<string, number>;
  missing: Record<string, number>;
  evaluationsByDay: Record<string, number>;
};

type Progress = Pick<StepProgressDoc, "attemptCount" | "completed" | "lastEvaluation">;

const decile = (score: number) => String(Math.floor(score / 10));
const add = (into: Record<string, number>, key: string, by: number) => {
  into[key] = (into[key] ?? 0) + by;
};

/**
 * The change between two versions of a progress document (before is null on creation). Each
 * write's deltas add up to the learner's state, however evaluations interleave.
 */
export function insightDelta(before: Progress | null, after: Progress): InsightDelta {
  const delta: InsightDelta = {
    attempted: 0,
    passed: 0,
    attemptsToPass: {},
    latestScore: {},
    missing: {},
    evaluationsByDay: {},
  };
  const attemptsBefore = before?.attemptCount ?? 0;
  if (attemptsBefore === 0 && after.attemptCount > 0) delta.attempted = 1;
  if (!before?.completed && after.completed) {
    delta.passed = 1;
    add(delta.attemptsToPass, String(after.attemptCount), 1);
  }
  const last = after.lastEvaluation;
  const previous = before?.lastEvaluation ?? null;
  const changed = last && last.evaluatedAt.toDate().getTime() !== previous?.evaluatedAt.toDate().getTime();
  if (last && changed) {
    if (previous) add(delta.latestScore, decile(previous.score), -1);
    add(delta.latestScore, decile(last.score), 1);
    for (const criterion of last.criteria)
      if (criterion.verdict === "missing") add(delta.missing, criterion.criterionId, 1);
  }
  const evaluations = after.attemptCount - attemptsBefore;
  if (evaluations > 0 && last)
    add(delta.evaluationsByDay, last.evaluatedAt.toDate().toISOString().slice(0, 10), evaluations);
  return delta;
}

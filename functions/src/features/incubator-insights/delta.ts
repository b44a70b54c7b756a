import { GATE_MODEL_VERSION } from "../../ai/evaluation";
import { UNKNOWN_GATE_REASON } from "../../contract/incubator/insights";
import type { StepProgressDoc } from "../../contract/incubator/storage";

type Counts = Record<string, number>;

/** What one write of a learner's step progress adds to the step's Insights counters. */
export type InsightDelta = {
  reached: number;
  attempted: number;
  passed: number;
  attemptsToPass: Counts;
  latestScore: Counts;
  missing: Counts;
  evaluationsByDay: Counts;
  gatedByDay: Counts;
  coachChangedByDay: Counts;
};

export type InsightProgress = Pick<
  StepProgressDoc,
  "attemptCount" | "completed" | "lastEvaluation" | "openedAt" | "coachVerdicts" | "updatedAt"
>;
type Evaluation = NonNullable<StepProgressDoc["lastEvaluation"]>;

export const emptyDelta = (): InsightDelta => ({
  reached: 0,
  attempted: 0,
  passed: 0,
  attemptsToPass: {},
  latestScore: {},
  missing: {},
  evaluationsByDay: {},
  gatedByDay: {},
  coachChangedByDay: {},
});

/** A UTC day as the counters key it (YYYY-MM-DD). */
export const dayOf = (at: { toDate(): Date }) => at.toDate().toISOString().slice(0, 10);

/** The gate's key of a day's stop: "YYYY-MM-DD|reason", "unknown" for stops stored before the reason was. */
export const gateKey = (day: string, reason: string | null) => `${day}|${reason ?? UNKNOWN_GATE_REASON}`;

/** Whether the answer gate, not an evaluator, judged it. */
export const isGated = (evaluation: Pick<Evaluation, "modelVersion">) => evaluation.modelVersion === GATE_MODEL_VERSION;

export const add = (into: Counts, key: string, by: number) => {
  const sum = (into[key] ?? 0) + by;
  if (sum) into[key] = sum;
  else delete into[key];
};

const missingOf = (evaluation: Evaluation) =>
  evaluation.criteria.filter(({ verdict }) => verdict === "missing").map(({ criterionId }) => criterionId);

/** Whether a delta changes nothing (a saved answer, a coach's note). */
export const isEmptyDelta = (delta: InsightDelta) =>
  Object.values(delta).every((value) => (typeof value === "number" ? value === 0 : !Object.keys(value).length));

/**
 * The change between two versions of a progress document (before is null on creation). Each
 * write's deltas add up to the learner's state however evaluations interleave: the learner's
 * latest score and missing criteria move from the previous latest evaluation to the new one, so
 * each learner counts once in those. A step opened before its time was kept (no `openedAt`) is not
 * counted here: the backfill counts those (`reachedUndated`).
 */
export function insightDelta(before: InsightProgress | null, after: InsightProgress): InsightDelta {
  const delta = emptyDelta();
  if (!before?.openedAt && after.openedAt) delta.reached = 1;
  const attemptsBefore = before?.attemptCount ?? 0;
  if (attemptsBefore === 0 && after.attemptCount > 0) delta.attempted = 1;
  if (!before?.completed && after.completed) {
    delta.passed = 1;
    add(delta.attemptsToPass, String(after.attemptCount), 1);
  }
  const last = after.lastEvaluation;
  const previous = before?.lastEvaluation ?? null;
  if (last && last.evaluatedAt.toDate().getTime() !== previous?.evaluatedAt.toDate().getTime()) {
    if (previous) {
      add(delta.latestScore, String(previous.score), -1);
      for (const criterionId of missingOf(previous)) add(delta.missing, criterionId, -1);
    }
    add(delta.latestScore, String(last.score), 1);
    for (const criterionId of missingOf(last)) add(delta.missing, criterionId, 1);
    if (isGated(last)) add(delta.gatedByDay, gateKey(dayOf(last.evaluatedAt), last.gateReason), 1);
  }
  const evaluations = after.attemptCount - attemptsBefore;
  if (evaluations > 0 && last) add(delta.evaluationsByDay, dayOf(last.evaluatedAt), evaluations);
  const verdicts = after.coachVerdicts - (before?.coachVerdicts ?? 0);
  if (verdicts > 0) add(delta.coachChangedByDay, dayOf(after.updatedAt), verdicts);
  return delta;
}

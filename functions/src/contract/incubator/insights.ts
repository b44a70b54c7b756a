import { z } from "zod/mini";
import { phaseKeySchema } from "./common";
import { idSchema, isoDateSchema, timestampSchema } from "../common";

/**
 * Every learner's step progress moves these counters, so each step's are split over shards
 * (docs/decisions/016-incubator-insights-counters.md): a learner always writes the same shard.
 */
export const INSIGHT_SHARDS = 10;

const counts = z._default(z.record(z.string(), z.int()), {});

/** Why the answer gate stops an answer (ai/answer-gate), and "unknown" for stops stored before the reason was. */
export const GATE_REASONS = [
  "empty",
  "placeholder",
  "lorem",
  "repeated",
  "mashing",
  "pasted",
  "tutor_words",
  "duplicates",
  "too_few_items",
  "bare_items",
  "keyword_salad",
  "instructions",
  "other_language",
] as const;
export const gateReasonSchema = z.enum(GATE_REASONS);
export type GateReason = z.infer<typeof gateReasonSchema>;
export const UNKNOWN_GATE_REASON = "unknown";

export const INSIGHTS = {
  /** The daily figures' window. */
  days: 30,
  /** A learner is stuck on a step after this many failed attempts... */
  stuckFailedAttempts: 3,
  /** ...or after this many days since it opened without an attempt. */
  stuckIdleDays: 14,
  stuckPage: 20,
} as const;

/**
 * `incubatorInsights/{stepId}/shards/s{n}`: one shard of a step's Insights counters, moved by the
 * progress trigger. Histograms are keyed by value: attempts to pass, or the latest score (0..100).
 * Daily counts are keyed by UTC day (YYYY-MM-DD), the gate's by "day|reason".
 */
export const insightShardDocSchema = z.object({
  phaseKey: phaseKeySchema,
  /** Learners the step opened for, with its time known; `reachedUndated`, opened before it was kept. */
  reached: z._default(z.int(), 0),
  reachedUndated: z._default(z.int(), 0),
  attempted: z._default(z.int(), 0),
  passed: z._default(z.int(), 0),
  /** Learners who passed, by the number of evaluations it took. */
  attemptsToPass: counts,
  /** Learners by their latest score. */
  latestScore: counts,
  /** Latest evaluations judging a criterion missing, by criterion id (a learner counts once, at their latest). */
  missing: counts,
  evaluationsByDay: counts,
  gatedByDay: counts,
  coachChangedByDay: counts,
  updatedAt: timestampSchema,
});
export type InsightShardDoc = z.infer<typeof insightShardDocSchema>;

/** `incubatorInsightEvents/{eventId}`: a trigger event already applied (triggers may run twice). */
export const insightEventDocSchema = z.object({ appliedAt: timestampSchema });

/** The median of a histogram keyed by value (null when empty): the lower middle value for an even count. */
export function medianOf(histogram: Record<string, number>): number | null {
  const entries = Object.entries(histogram)
    .map(([value, count]) => [Number(value), count] as const)
    .filter(([, count]) => count > 0)
    .sort(([a], [b]) => a - b);
  const total = entries.reduce((sum, [, count]) => sum + count, 0);
  if (!total) return null;
  let seen = 0;
  for (const [value, count] of entries) {
    seen += count;
    if (seen * 2 >= total) return value;
  }
  return null;
}

// ---------- GET /api/admin/incubator/insights ----------

export const stepInsightSchema = z.object({
  stepId: z.string(),
  order: z.int(),
  title: z.string(),
  reached: z.int(),
  attempted: z.int(),
  passed: z.int(),
  medianAttemptsToPass: z.nullable(z.number()),
  medianLatestScore: z.nullable(z.number()),
  topMissing: z.nullable(z.object({ criterionId: z.string(), label: z.string(), count: z.int() })),
});
export type StepInsight = z.infer<typeof stepInsightSchema>;

export const dayInsightSchema = z.object({
  /** YYYY-MM-DD (UTC). */
  day: z.string(),
  evaluations: z.int(),
  /** Answers the gate stopped, by reason (GATE_REASONS or "unknown"). */
  gated: z.record(z.string(), z.int()),
  /** Verdicts coaches changed that day (a pass of a failed attempt, a revision request of a passed one). */
  coachChanged: z.int(),
});
export type DayInsight = z.infer<typeof dayInsightSchema>;

export const incubatorInsightsSchema = z.object({
  phases: z.array(z.object({ key: phaseKeySchema, title: z.string(), steps: z.array(stepInsightSchema) })),
  /** The last INSIGHTS.days days, oldest first, today included. */
  days: z.array(dayInsightSchema),
  totals: z.object({
    evaluations: z.int(),
    gated: z.int(),
    coachChanged: z.int(),
    /** coachChanged of evaluations over the window, 0..1; null without evaluations. */
    coachChangedShare: z.nullable(z.number()),
  }),
  /** Steps opened before their opening time was kept: counted as reached, never as stuck idle. */
  reachedUndated: z.int(),
  /** Documents the figures were read from (bench:insights). */
  reads: z.int(),
});
export type IncubatorInsights = z.infer<typeof incubatorInsightsSchema>;

// ---------- GET /api/admin/incubator/insights/stuck?kind=&cursor= ----------

export const STUCK_KINDS = ["failing", "idle"] as const;
export const stuckQuerySchema = z.object({
  kind: z._default(z.enum(STUCK_KINDS), "failing"),
  cursor: z.optional(idSchema),
});
export const stuckLearnerSchema = z.object({
  learner: z.object({ id: z.string(), name: z.string() }),
  stepId: z.string(),
  stepTitle: z.string(),
  phaseKey: phaseKeySchema,
  kind: z.enum(STUCK_KINDS),
  failedAttempts: z.int(),
  /** When the step opened for them (null when not known). */
  openedAt: z.nullable(isoDateSchema),
});
export type StuckLearner = z.infer<typeof stuckLearnerSchema>;
export const stuckPageSchema = z.object({ items: z.array(stuckLearnerSchema), nextCursor: z.nullable(z.string()) });
export type StuckPage = z.infer<typeof stuckPageSchema>;

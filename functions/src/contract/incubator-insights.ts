import { z } from "zod/mini";
import { phaseKeySchema } from "./incubator";
import { timestampSchema } from "./common";

/**
 * Every learner's step progress moves these counters, so each step's are split over shards
 * (docs/decisions.md, "Documents many requests write"): a learner always writes the same shard.
 */
export const INSIGHT_SHARDS = 10;

const counts = z._default(z.record(z.string(), z.int()), {});

/**
 * `incubatorInsights/{stepId}/shards/s{n}`: one shard of a step's Insights counters, moved by the
 * progress trigger. Histograms are keyed by value (attempts) or by score decile ("0".."10").
 */
export const insightShardDocSchema = z.object({
  phaseKey: phaseKeySchema,
  attempted: z._default(z.int(), 0),
  passed: z._default(z.int(), 0),
  /** Learners who passed, by the number of evaluations it took. */
  attemptsToPass: counts,
  /** Learners by the decile of their latest score. */
  latestScore: counts,
  /** Judgements of a criterion as missing, by criterion id. */
  missing: counts,
  /** Evaluations by UTC day (YYYY-MM-DD). */
  evaluationsByDay: counts,
  updatedAt: timestampSchema,
});
export type InsightShardDoc = z.infer<typeof insightShardDocSchema>;

/** `incubatorInsightEvents/{eventId}`: a trigger event already applied (triggers may run twice). */
export const insightEventDocSchema = z.object({ appliedAt: timestampSchema });

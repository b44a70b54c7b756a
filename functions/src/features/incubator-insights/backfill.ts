import { INSIGHTS, type InsightShardDoc } from "../../contract/incubator/insights";
import type { Clock } from "../../lib/clock";
import { add, dayOf, emptyDelta, gateKey, insightDelta, isGated, type InsightDelta } from "./delta";
import {
  attemptPages,
  createUndatedProgress,
  insightShardOf,
  progressPages,
  reachedPages,
  replaceShards,
  shardWith,
} from "./repository";
import { lastDays } from "./service";
import { readContent } from "../../domain/incubator/view";

export interface InsightsBackfill {
  steps: number;
  learners: number;
  progressCreated: number;
  /** Progress documents that had the stuck lists' fields stored. */
  progressCompleted: number;
  progress: number;
  reached: number;
  reachedUndated: number;
  evaluations: number;
  gated: number;
  gatedUnknown: number;
  coachChanged: number;
}

/**
 * `npm run backfill:incubator-insights`: rebuilds every step's Insights shards from scratch.
 * First every step a learner reached (their state's `reachedSteps`) without a progress document
 * gets one, its opening time unknown, and every progress document gets the fields the stuck lists
 * filter on (storeStuckFields); then each learner's progress counts as if it had just been
 * created (steps without an opening time in `reachedUndated`), and the last INSIGHTS.days days'
 * evaluations, gate stops (reason "unknown" where none was stored) and coaches' verdicts are
 * counted from the attempts. Idempotent. Progress written while it runs may be counted twice or
 * not at all: run it when learners are few, or again.
 */
export async function backfillInsights(clock: Clock, pageSize = 300): Promise<InsightsBackfill> {
  const now = clock.now();
  const { steps } = await readContent();
  const phaseOf = new Map(steps.map(({ id, data }) => [id, data.phaseKey]));
  const counted: InsightsBackfill = {
    steps: steps.length,
    learners: 0,
    progressCreated: 0,
    progressCompleted: 0,
    progress: 0,
    reached: 0,
    reachedUndated: 0,
    evaluations: 0,
    gated: 0,
    gatedUnknown: 0,
    coachChanged: 0,
  };

  for await (const learners of reachedPages(pageSize)) {
    counted.learners += learners.length;
    const created = await Promise.all(
      learners.map(({ uid, stepIds }) =>
        createUndatedProgress(
          uid,
          stepIds.flatMap((id) => (phaseOf.has(id) ? [{ id, phaseKey: phaseOf.get(id)! }] : [])),
          now,
        ),
      ),
    );
    counted.progressCreated += created.reduce((sum, count) => sum + count, 0);
  }

  const shards = new Map<string, Map<string, InsightShardDoc>>();
  const count = (stepId: string, uid: string, delta: InsightDelta & { reachedUndated?: number }) => {
    const phaseKey = phaseOf.get(stepId)!;
    const step = shards.get(stepId) ?? new Map<string, InsightShardDoc>();
    shards.set(stepId, step);
    const id = insightShardOf(uid);
    step.set(id, shardWith(step.get(id), delta, phaseKey, now));
  };

  for await (const page of progressPages(pageSize)) {
    counted.progressCompleted += page.stored;
    for (const { id, ref, data } of page.docs) {
      if (!phaseOf.has(id)) continue;
      counted.progress++;
      const undated = data.openedAt ? 0 : 1;
      counted.reached += 1 - undated;
      counted.reachedUndated += undated;
      // The daily counts come from the attempts below: a progress document keeps only its latest.
      const delta = insightDelta(null, data);
      count(id, ref.parent.parent!.id, {
        ...delta,
        evaluationsByDay: {},
        gatedByDay: {},
        coachChangedByDay: {},
        reachedUndated: undated,
      });
    }
  }

  const [firstDay] = lastDays(now);
  for await (const docs of attemptPages(new Date(`${firstDay}T00:00:00Z`), pageSize))
    for (const { ref, data } of docs) {
      if (!phaseOf.has(data.stepId)) continue;
      const delta = emptyDelta();
      const { evaluation, coachVerdict } = data;
      const day = dayOf(evaluation.evaluatedAt);
      if (day >= firstDay!) {
        add(delta.evaluationsByDay, day, 1);
        counted.evaluations++;
        if (isGated(evaluation)) {
          add(delta.gatedByDay, gateKey(day, evaluation.gateReason), 1);
          counted.gated++;
          if (!evaluation.gateReason) counted.gatedUnknown++;
        }
      }
      if (coachVerdict && dayOf(coachVerdict.at) >= firstDay!) {
        add(delta.coachChangedByDay, dayOf(coachVerdict.at), 1);
        counted.coachChanged++;
      }
      count(data.stepId, ref.parent.parent!.id, delta);
    }

  for (const { id } of steps) await replaceShards(id, shards.get(id) ?? new Map());
  return counted;
}

/** What the backfill counted, for its run's output. */
export function describeBackfill(counted: InsightsBackfill): string {
  return [
    `Insights rebuilt for ${counted.steps} step(s) from ${counted.progress} progress document(s) of ${counted.learners} learner(s).`,
    `Progress created for ${counted.progressCreated} step(s) reached before it was kept; ${counted.progressCompleted} given the stuck lists' fields.`,
    `Reached: ${counted.reached} with their opening time, ${counted.reachedUndated} undated (opened before it was kept: never counted as stuck idle).`,
    `Last ${INSIGHTS.days} days: ${counted.evaluations} evaluation(s), ${counted.gated} gate stop(s) (${counted.gatedUnknown} without a stored reason, counted as "unknown"), ${counted.coachChanged} coach verdict(s).`,
  ].join("\n");
}

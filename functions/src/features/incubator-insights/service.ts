import {
  INSIGHTS,
  medianOf,
  type DayInsight,
  type IncubatorInsights,
  type InsightShardDoc,
  type StepInsight,
  type StuckLearner,
  type StuckPage,
} from "../../contract/incubator/insights";
import { toIso } from "../../contract/common";
import type { PhaseKey } from "../../contract/incubator/common";
import type { StepDoc, StepProgressDoc } from "../../contract/incubator/storage";
import type { Clock } from "../../lib/clock";
import type { StoredDoc } from "../../lib/collections";
import { add, emptyDelta } from "./delta";
import { progressAt, progressKey, readShards, stuckBatch, type StuckKind } from "./repository";
import { readContent, type Content } from "../../domain/incubator/view";
import { readUserNames } from "../../lib/user-names";

// Incubator Insights for admins: each active step's figures from its shards, the last days'
// evaluations, gate stops and coaches' changes, and the learners stuck on a step.

export interface InsightsDeps {
  clock: Clock;
}

const DAY_MS = 86_400_000;
/** Stuck pages skip inactive steps' progress: at most this many query pages fill one. */
const STUCK_ROUNDS = 5;

type Sum = Omit<InsightShardDoc, "phaseKey" | "updatedAt">;

const emptySum = (): Sum => ({ ...emptyDelta(), reachedUndated: 0 });

/** A step's shards added up. */
export function sumShards(shards: Sum[]): Sum {
  const sum = emptySum();
  for (const shard of shards)
    for (const key of Object.keys(sum) as (keyof Sum)[]) {
      const value = shard[key];
      if (typeof value === "number") (sum[key] as number) += value;
      else for (const [entry, count] of Object.entries(value)) add(sum[key] as Record<string, number>, entry, count);
    }
  return sum;
}

/** The INSIGHTS.days UTC days ending today, oldest first (YYYY-MM-DD). */
export const lastDays = (now: Date, days: number = INSIGHTS.days) =>
  Array.from({ length: days }, (_, index) =>
    new Date(now.getTime() - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );

/** The active phases in order, each with its active steps in order. */
function activeContent(content: Content) {
  const phases = content.phases.filter(({ data }) => data.isActive);
  return phases.map((phase) => ({
    phase,
    steps: content.steps
      .filter(({ data }) => data.isActive && data.phaseKey === phase.id)
      .sort((a, b) => a.data.order - b.data.order),
  }));
}

/** The criterion most often judged missing at learners' latest evaluations, with its rubric label. */
function topMissing(step: StepDoc, missing: Record<string, number>): StepInsight["topMissing"] {
  const [top] = Object.entries(missing)
    .filter(([, count]) => count > 0)
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b));
  if (!top) return null;
  const [criterionId, count] = top;
  const label = step.successCriteria.criteria.find(({ id }) => id === criterionId)?.label ?? criterionId;
  return { criterionId, label, count };
}

/** The figures of the Insights tab. Reads the content and each active step's shards, never learners' documents. */
export async function readInsights(deps: InsightsDeps): Promise<IncubatorInsights> {
  const content = await readContent();
  const phases = activeContent(content);
  const steps = phases.flatMap(({ steps }) => steps);
  const shards = await Promise.all(steps.map(({ id }) => readShards(id)));
  const sums = new Map(steps.map(({ id }, index) => [id, sumShards(shards[index]!.map(({ data }) => data))]));
  const all = sumShards([...sums.values()]);

  const days: DayInsight[] = lastDays(deps.clock.now()).map((day) => ({
    day,
    evaluations: all.evaluationsByDay[day] ?? 0,
    gated: {},
    coachChanged: all.coachChangedByDay[day] ?? 0,
  }));
  const byDay = new Map(days.map((day) => [day.day, day]));
  for (const [key, count] of Object.entries(all.gatedByDay)) {
    const [day, reason] = key.split("|") as [string, string];
    const into = byDay.get(day);
    if (into && reason) add(into.gated, reason, count);
  }
  const total = (pick: (day: DayInsight) => number) => days.reduce((sum, day) => sum + pick(day), 0);
  const evaluations = total((day) => day.evaluations);
  const coachChanged = total((day) => day.coachChanged);

  return {
    phases: phases.map(({ phase, steps }) => ({
      key: phase.id as PhaseKey,
      title: phase.data.title,
      steps: steps.map(({ id, data }) => {
        const sum = sums.get(id)!;
        return {
          stepId: id,
          order: data.order,
          title: data.title,
          reached: sum.reached + sum.reachedUndated,
          attempted: sum.attempted,
          passed: sum.passed,
          medianAttemptsToPass: medianOf(sum.attemptsToPass),
          medianLatestScore: medianOf(sum.latestScore),
          topMissing: topMissing(data, sum.missing),
        };
      }),
    })),
    days,
    totals: {
      evaluations,
      gated: total((day) => Object.values(day.gated).reduce((sum, count) => sum + count, 0)),
      coachChanged,
      coachChangedShare: evaluations ? coachChanged / evaluations : null,
    },
    reachedUndated: all.reachedUndated,
    reads: content.phases.length + content.steps.length + shards.reduce((sum, list) => sum + list.length, 0),
  };
}

/**
 * One page of learners stuck on an active step (INSIGHTS: failing after repeated failed attempts,
 * or idle since it opened), with the documents read. Progress of inactive or unknown steps is
 * skipped, so a page reads a few query pages at most (STUCK_ROUNDS); it may then come short, with
 * a cursor to go on from.
 */
export async function readStuck(
  deps: InsightsDeps,
  query: { kind: StuckKind; cursor?: string | undefined },
): Promise<{ page: StuckPage; reads: number }> {
  const size = INSIGHTS.stuckPage;
  const openedBy = new Date(deps.clock.now().getTime() - INSIGHTS.stuckIdleDays * DAY_MS);
  const [content, start] = await Promise.all([
    readContent(),
    query.cursor ? progressAt(query.cursor) : Promise.resolve(undefined),
  ]);
  const steps = new Map(activeContent(content).flatMap(({ steps }) => steps.map((step) => [step.id, step.data])));
  let reads = content.phases.length + content.steps.length + (start ? 1 : 0);

  const found: StoredDoc<StepProgressDoc>[] = [];
  let after = start;
  let more = true;
  for (let round = 0; round < STUCK_ROUNDS && found.length <= size; round++) {
    const batch = await stuckBatch(query.kind, openedBy, after, size + 1);
    reads += batch.docs.length;
    found.push(...batch.docs.filter(({ id }) => steps.has(id)));
    if (!batch.last) {
      more = false;
      break;
    }
    after = batch.last;
  }
  const shown = found.slice(0, size);
  const uids = [...new Set(shown.map(({ ref }) => ref.parent.parent!.id))];
  const names = await readUserNames(uids);
  reads += uids.length;

  const items: StuckLearner[] = shown.map(({ id, ref, data }) => {
    const step = steps.get(id)!;
    const uid = ref.parent.parent!.id;
    return {
      learner: { id: uid, name: names.get(uid)?.name ?? uid },
      stepId: id,
      stepTitle: step.title,
      phaseKey: step.phaseKey,
      kind: query.kind,
      failedAttempts: data.attemptCount,
      openedAt: data.openedAt ? toIso(data.openedAt) : null,
    };
  });
  const nextCursor =
    found.length > size ? progressKey(shown[size - 1]!.ref) : more && after ? progressKey(after.ref) : null;
  return { page: { items, nextCursor }, reads };
}

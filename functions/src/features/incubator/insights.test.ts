import { describe, expect, it } from "vitest";
import { newAdmin } from "../../../test/api-client";
import { eventually } from "../../../test/eventually";
import { pass, poorAnswer, submit } from "../../../test/incubator-answers";
import { db } from "../../lib/firebase";
import { applyInsightEvent } from "./repository";

// Insights' counters against the emulators: the progress trigger moves a step's shards once per
// write. Other tests walk the same seeded step, so the cohort's figures are read as differences.

const STEP = "2";

type Totals = { attempted: number; passed: number; attemptsToPass: Record<string, number>; scored: number };

async function totals(stepId: string): Promise<Totals> {
  const shards = await db.collection(`incubatorInsights/${stepId}/shards`).get();
  const sum: Totals = { attempted: 0, passed: 0, attemptsToPass: {}, scored: 0 };
  for (const shard of shards.docs) {
    const data = shard.data();
    sum.attempted += data.attempted ?? 0;
    sum.passed += data.passed ?? 0;
    for (const [key, count] of Object.entries<number>(data.attemptsToPass ?? {}))
      sum.attemptsToPass[key] = (sum.attemptsToPass[key] ?? 0) + count;
    for (const count of Object.values<number>(data.latestScore ?? {})) sum.scored += count;
  }
  return sum;
}

describe("Insights' counters", { timeout: 120_000 }, () => {
  it("count a scripted cohort: attempted, passed, attempts to pass and latest scores", async () => {
    const before = await totals(STEP);
    // Three learners reach step 2: one passes at once, one on the second try, one fails twice.
    const [first, second, stuck] = await Promise.all([newAdmin(), newAdmin(), newAdmin()]);
    for (const learner of [first, second, stuck]) await pass(learner, "1");
    await pass(first, STEP);
    await submit(second, STEP, poorAnswer(STEP));
    await pass(second, STEP);
    await submit(stuck, STEP, poorAnswer(STEP));
    await submit(stuck, STEP, poorAnswer(STEP));

    const after = await eventually(async () => {
      const now = await totals(STEP);
      return now.passed - before.passed === 2 && now.scored - before.scored === 3 && now;
    });
    expect(after.attempted - before.attempted).toBe(3);
    expect((after.attemptsToPass["1"] ?? 0) - (before.attemptsToPass["1"] ?? 0)).toBe(1);
    expect((after.attemptsToPass["2"] ?? 0) - (before.attemptsToPass["2"] ?? 0)).toBe(1);
  });

  it("apply an event once, however often the trigger runs", async () => {
    const stepId = `insights-once-${Date.now()}`;
    const delta = {
      attempted: 1,
      passed: 0,
      attemptsToPass: {},
      latestScore: { "4": 1 },
      missing: { c1: 1 },
      evaluationsByDay: { "2026-11-28": 1 },
    };
    const where = { uid: "learner-a", stepId, phaseKey: "DISCOVER" as const };
    await Promise.all([1, 2, 3].map(() => applyInsightEvent(`event-${stepId}`, where, delta, new Date())));
    const shards = await db.collection(`incubatorInsights/${stepId}/shards`).get();
    expect(shards.size).toBe(1);
    expect(shards.docs[0]!.data()).toMatchObject({
      attempted: 1,
      latestScore: { "4": 1 },
      missing: { c1: 1 },
      evaluationsByDay: { "2026-11-28": 1 },
    });
  });
});

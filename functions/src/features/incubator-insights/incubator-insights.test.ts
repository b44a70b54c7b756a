import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import {
  medianOf,
  type IncubatorInsights,
  type InsightShardDoc,
  type StuckLearner,
  type StuckPage,
} from "../../contract/incubator/insights";
import type { EvaluationResult } from "../../contract/incubator/learner";
import { ApiClient, newAdmin, newUser, type TestUser } from "../../../test/api-client";
import { eventually } from "../../../test/eventually";
import { pass, poorAnswer, submit } from "../../../test/incubator-answers";
import { db } from "../../lib/firebase";
import { backfillInsights, describeBackfill } from "./backfill";
import { applyInsightEvent, insightShardOf } from "./repository";
import { emptyDelta } from "./delta";
import { readStuck, sumShards } from "./service";

// Insights against the emulators: the progress trigger moves a step's shards once per write, and
// admins read the figures through the API. Other tests walk the same seeded steps, so a scripted
// cohort's figures are read as differences.

const STEP = "2";
const LOREM = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore.";
const DAY_MS = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);

async function insights(admin: TestUser): Promise<IncubatorInsights> {
  const response = await admin.client.get<IncubatorInsights>("/admin/incubator/insights");
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

const stepOf = (figures: IncubatorInsights, stepId: string) =>
  figures.phases.flatMap(({ steps }) => steps).find((step) => step.stepId === stepId)!;
const dayOf = (figures: IncubatorInsights, day = today()) => figures.days.find((entry) => entry.day === day)!;

async function rawShards(stepId: string) {
  const shards = await db.collection(`incubatorInsights/${stepId}/shards`).get();
  return sumShards(shards.docs.map((doc) => doc.data() as InsightShardDoc));
}

const missingOf = (result: EvaluationResult) =>
  result.criteria.filter(({ verdict }) => verdict === "missing").map(({ criterionId }) => criterionId);

/** Walks the stuck list until the learner's entry for the step shows (bounded), following cursors. */
async function findStuck(admin: TestUser, kind: "failing" | "idle", uid: string, stepId: string) {
  let cursor: string | null = null;
  for (let page = 0; page < 50; page++) {
    const response: { status: number; body: StuckPage } = await admin.client.get<StuckPage>(
      `/admin/incubator/insights/stuck?kind=${kind}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.items.length).toBeLessThanOrEqual(20);
    const found = response.body.items.find((item: StuckLearner) => item.learner.id === uid && item.stepId === stepId);
    if (found) return found;
    cursor = response.body.nextCursor;
    if (!cursor) return null;
  }
  return null;
}

describe("Incubator Insights", { timeout: 180_000 }, () => {
  it("count a scripted cohort: reached, attempted, passed, medians, missing criteria, gate stops, evaluations per day", async () => {
    const admin = await newAdmin();
    const before = await insights(admin);
    const rawBefore = await rawShards(STEP);

    // Three learners reach step 2: one passes at once, one on the second try, one fails twice and
    // then sends lorem ipsum, which the answer gate stops.
    const [first, second, stuck] = await Promise.all([newAdmin(), newAdmin(), newAdmin()]);
    for (const learner of [first, second, stuck]) await pass(learner, "1");
    const latest = [await pass(first, STEP)];
    await submit(second, STEP, poorAnswer(STEP));
    latest.push(await pass(second, STEP));
    await submit(stuck, STEP, poorAnswer(STEP));
    await submit(stuck, STEP, poorAnswer(STEP));
    const gated = await submit(stuck, STEP, LOREM);
    expect(gated.passed).toBe(false);
    latest.push(gated);

    const after = await eventually(async () => {
      const now = await insights(admin);
      const moved = dayOf(now).evaluations - dayOf(before).evaluations;
      return stepOf(now, STEP).passed - stepOf(before, STEP).passed === 2 && moved === 9 && now;
    });
    const step = stepOf(after, STEP);
    const was = stepOf(before, STEP);
    expect(step.reached - was.reached).toBe(3);
    expect(stepOf(after, "1").reached - stepOf(before, "1").reached).toBe(3);
    expect(step.attempted - was.attempted).toBe(3);
    expect(dayOf(after).gated.lorem ?? 0).toBe((dayOf(before).gated.lorem ?? 0) + 1);
    expect(after.totals.gated - before.totals.gated).toBe(1);
    expect(after.totals.evaluations - before.totals.evaluations).toBe(9);
    expect(after.days).toHaveLength(30);
    expect(after.days.at(-1)!.day).toBe(today());
    expect(after.reads).toBeGreaterThan(0);

    // The histograms hold each learner once: their attempts to pass, and their latest score and missing criteria.
    const raw = await rawShards(STEP);
    const moved = (counts: Record<string, number>, was: Record<string, number>, key: string) =>
      (counts[key] ?? 0) - (was[key] ?? 0);
    expect(moved(raw.attemptsToPass, rawBefore.attemptsToPass, "1")).toBe(1);
    expect(moved(raw.attemptsToPass, rawBefore.attemptsToPass, "2")).toBe(1);
    for (const score of new Set(latest.map(({ score }) => score)))
      expect(moved(raw.latestScore, rawBefore.latestScore, String(score))).toBe(
        latest.filter((result) => result.score === score).length,
      );
    const missing = latest.flatMap(missingOf);
    for (const criterionId of new Set(missing))
      expect(moved(raw.missing, rawBefore.missing, criterionId)).toBe(
        missing.filter((id) => id === criterionId).length,
      );

    // The API's figures are the shards' sums: medians and the top missing criterion with its rubric label.
    expect(step.medianAttemptsToPass).toBe(medianOf(raw.attemptsToPass));
    expect(step.medianLatestScore).toBe(medianOf(raw.latestScore));
    const [topId, topCount] = Object.entries(raw.missing).sort(([a, x], [b, y]) => y - x || a.localeCompare(b))[0]!;
    const rubric = (await db.doc(`incubatorSteps/${STEP}`).get()).data()!.successCriteria.criteria;
    expect(step.topMissing).toEqual({
      criterionId: topId,
      label: rubric.find(({ id }: { id: string }) => id === topId).label,
      count: topCount,
    });

    // The stuck learner failed three times: listed as failing, with their opening time.
    const failing = await eventually(() => findStuck(admin, "failing", stuck.user.id, STEP));
    expect(failing).toMatchObject({
      learner: { id: stuck.user.id, name: stuck.user.name },
      stepTitle: expect.any(String),
      phaseKey: "DISCOVER",
      kind: "failing",
      failedAttempts: 3,
      openedAt: expect.any(String),
    });
    expect(await findStuck(admin, "failing", second.user.id, STEP)).toBeNull();
  });

  it("list a learner idle on a step opened more than 14 days ago without an attempt, also by a clock moved on", async () => {
    const [admin, idle, recent] = await Promise.all([newAdmin(), newAdmin(), newAdmin()]);
    for (const learner of [idle, recent]) {
      await pass(learner, "1");
      expect((await learner.client.get("/incubator/phases")).status).toBe(200);
    }
    const opened = new Date(Date.now() - 15 * DAY_MS);
    await db.doc(`users/${idle.user.id}/incubatorProgress/${STEP}`).update({ openedAt: Timestamp.fromDate(opened) });

    expect(await eventually(() => findStuck(admin, "idle", idle.user.id, STEP))).toMatchObject({
      learner: { id: idle.user.id, name: idle.user.name },
      kind: "idle",
      failedAttempts: 0,
      openedAt: opened.toISOString(),
    });
    expect(await findStuck(admin, "idle", recent.user.id, STEP)).toBeNull();
    expect(await findStuck(admin, "failing", idle.user.id, STEP)).toBeNull();

    // Fifteen days on, the learner who opened the step today is idle too.
    const later = { clock: { now: () => new Date(Date.now() + 15 * DAY_MS) } };
    let cursor: string | undefined;
    let found: StuckLearner | undefined;
    for (let page = 0; page < 50 && !found; page++) {
      const { page: stuckPage, reads } = await readStuck(later, { kind: "idle", cursor });
      expect(reads).toBeGreaterThan(0);
      found = stuckPage.items.find((item) => item.learner.id === recent.user.id && item.stepId === STEP);
      cursor = stuckPage.nextCursor ?? undefined;
      if (!cursor) break;
    }
    expect(found).toMatchObject({ kind: "idle", failedAttempts: 0 });
  });

  it("refuse learners (403) and visitors (401), and bad queries and cursors (4xx)", async () => {
    const [learner, admin] = await Promise.all([newUser(), newAdmin()]);
    const visitor = new ApiClient();
    for (const path of ["/admin/incubator/insights", "/admin/incubator/insights/stuck?kind=idle"]) {
      expect((await learner.client.get(path)).status).toBe(403);
      expect((await visitor.get(path)).status).toBe(401);
    }
    expect((await admin.client.get("/admin/incubator/insights/stuck?kind=bored")).status).toBe(400);
    for (const cursor of ["nobody~2", "nobody~", "~2", "nobody~..", "2"])
      expect((await admin.client.get(`/admin/incubator/insights/stuck?cursor=${cursor}`)).status).toBe(404);
    expect((await admin.client.get("/admin/incubator/insights/stuck?cursor=a%2Fb")).status).toBe(400);
  });

  it("apply an event once, however often the trigger runs, and keep 90 days of daily counts", async () => {
    const stepId = `insights-once-${Date.now()}`;
    const old = new Date(Date.now() - 91 * DAY_MS).toISOString().slice(0, 10);
    const where = { uid: "learner-a", stepId, phaseKey: "DISCOVER" as const };
    await applyInsightEvent(`old-${stepId}`, where, { ...emptyDelta(), evaluationsByDay: { [old]: 1 } }, new Date());
    const delta = {
      ...emptyDelta(),
      reached: 1,
      attempted: 1,
      latestScore: { "42": 1 },
      missing: { c1: 1 },
      evaluationsByDay: { [today()]: 1 },
      gatedByDay: { [`${today()}|lorem`]: 1 },
    };
    await Promise.all([1, 2, 3].map(() => applyInsightEvent(`event-${stepId}`, where, delta, new Date())));
    const shards = await db.collection(`incubatorInsights/${stepId}/shards`).get();
    expect(shards.size).toBe(1);
    expect(shards.docs[0]!.id).toBe(insightShardOf("learner-a"));
    // The event counted once, however often it was applied.
    expect(shards.docs[0]!.data()).toMatchObject(delta);
    expect(Object.keys(shards.docs[0]!.data().evaluationsByDay)).toEqual([today()]);
  });

  it("backfill: gives reached steps without progress an undated one and rebuilds the shards, idempotently", async () => {
    // A learner from before the opening time was kept: steps 1 and 2 reached, no progress on step 2,
    // and a gate stop stored without its reason.
    const uid = `insights-backfill-${randomUUID().slice(0, 8)}`;
    const now = Timestamp.now();
    await db
      .doc(`users/${uid}/incubator/state`)
      .set({ xp: 0, reachedPhases: ["DISCOVER"], reachedSteps: ["1", STEP], updatedAt: now });
    const admin = await newAdmin();
    await pass(admin, "1");
    const [attempt] = (await db.collection(`users/${admin.user.id}/incubatorAttempts`).get()).docs;
    const { gateReason: _dropped, ...evaluation } = attempt!.data().evaluation;
    await db.doc(`users/${uid}/incubatorProgress/1`).set({
      ...(await db.doc(`users/${admin.user.id}/incubatorProgress/1`).get()).data(),
      openedAt: null,
    });
    await db.collection(`users/${uid}/incubatorAttempts`).add({
      ...attempt!.data(),
      evaluation: { ...evaluation, modelVersion: "answer-gate", evaluatedAt: now },
      createdAt: now,
    });

    const counted = await backfillInsights({ now: () => new Date() });
    expect(counted.progressCreated).toBeGreaterThanOrEqual(1);
    expect(counted.reachedUndated).toBeGreaterThanOrEqual(2);
    expect(counted.gatedUnknown).toBeGreaterThanOrEqual(1);
    expect(describeBackfill(counted)).toContain("undated");
    const created = (await db.doc(`users/${uid}/incubatorProgress/${STEP}`).get()).data();
    expect(created).toMatchObject({ phaseKey: "DISCOVER", openedAt: null, attemptCount: 0, completed: false });

    const shard = async (stepId: string) =>
      (await db.doc(`incubatorInsights/${stepId}/shards/${insightShardOf(uid)}`).get()).data()!;
    expect((await shard(STEP)).reachedUndated).toBeGreaterThanOrEqual(1);
    expect((await shard("1")).gatedByDay[`${today()}|unknown`]).toBeGreaterThanOrEqual(1);

    // Run again: nothing to create, the same figures.
    const figures = async () => {
      const sums = await Promise.all(["1", STEP].map(rawShards));
      return JSON.stringify(sums);
    };
    const once = await figures();
    const again = await backfillInsights({ now: () => new Date() });
    expect(again.progressCreated).toBe(0);
    expect(await figures()).toBe(once);
    const read = await insights(admin);
    expect(read.reachedUndated).toBe(again.reachedUndated);
  });
});

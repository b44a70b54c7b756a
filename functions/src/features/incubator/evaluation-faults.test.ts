import { describe, expect, it } from "vitest";
import {
  fakeVertexProvider,
  useFakeVertex,
  vertexJudge,
  vertexStatus,
  type VertexHandler,
} from "../../../test/ai-fixtures";
import { newAdmin } from "../../../test/api-client";
import { goodAnswer } from "../../../test/answer-picks";
import { systemClock } from "../../lib/clock";
import { db } from "../../lib/firebase";
import { evaluate, type IncubatorDependencies } from "./evaluation";

// An evaluation whose AI fails (Vertex AI answering 500s, or nothing at all) is the learner's clear
// 503 and writes nothing: no attempt, no progress, no activity, no award. Asking again works.

const fake = useFakeVertex();
const deps = (): IncubatorDependencies => ({
  clock: systemClock,
  ai: () => fakeVertexProvider(fake.baseUrl, { limits: { attemptTimeoutMs: 300, totalBudgetMs: 2_000 } }),
  limit: async () => {},
});
const silent: VertexHandler = () => undefined;

/** Everything an evaluation writes for the learner, counted. */
async function writtenFor(uid: string) {
  const count = async (path: string) => (await db.collection(`users/${uid}/${path}`).count().get()).data().count;
  const progress = (await db.doc(`users/${uid}/incubatorProgress/1`).get()).data();
  return {
    attempts: await count("incubatorAttempts"),
    awards: await count("incubatorAwards"),
    activities: await count("activities"),
    recommendations: await count("incubatorRecommendations"),
    attemptCount: progress?.attemptCount ?? 0,
    completed: progress?.completed ?? false,
  };
}

describe("an evaluation when the AI fails", () => {
  it.each([
    ["answers 500 on every attempt", [vertexStatus(500), vertexStatus(500), vertexStatus(500)]],
    ["never answers", [silent, silent, silent]],
  ])("is a 503 when Vertex AI %s, writes nothing, and the next try is answered", async (_, failures) => {
    const learner = await newAdmin();
    const uid = learner.user.id;
    expect((await learner.client.post("/incubator/step/1/answer", { input: goodAnswer("1") })).status).toBe(200);
    const before = await writtenFor(uid);

    fake.handlers.push(...failures);
    const error = await evaluate(deps(), uid, "1").catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 503 });
    expect(await writtenFor(uid)).toEqual(before);

    fake.handlers.push(vertexJudge);
    const result = await evaluate(deps(), uid, "1");
    expect(result).toMatchObject({ passed: true, xpAwarded: expect.any(Number) });
    expect(await writtenFor(uid)).toMatchObject({ attempts: 1, attemptCount: 1, completed: true });
    expect((await writtenFor(uid)).awards).toBeGreaterThan(0);
  });
});

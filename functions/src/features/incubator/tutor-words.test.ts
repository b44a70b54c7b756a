import { describe, expect, it } from "vitest";
import { fakeVertexProvider, useFakeVertex, vertexJudge } from "../../../test/ai-fixtures";
import { newAdmin } from "../../../test/api-client";
import { goodAnswer } from "../../../test/answer-picks";
import { systemClock } from "../../lib/clock";
import { db } from "../../lib/firebase";
import { evaluate, type IncubatorDependencies } from "./evaluation";

// An answer made of what the tutor wrote this learner is stopped by the gate with its reason, and
// never reaches Vertex AI; the learner's own answer beside the same conversation is judged as usual.

const fake = useFakeVertex();
const deps = (): IncubatorDependencies => ({
  clock: systemClock,
  ai: () => fakeVertexProvider(fake.baseUrl),
  limit: async () => {},
});

async function tutorSaid(uid: string, content: string) {
  const session = await db.collection("chatSessions").add({
    userId: uid,
    title: "Ask Sensei",
    preview: null,
    stepId: "1",
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  await session.collection("messages").add({ userId: uid, role: "assistant", content, createdAt: new Date() });
}

describe("Sensei's words pasted back as an answer", () => {
  it("are stopped with the reason, stored as a gated attempt, and never sent to the AI provider", async () => {
    const learner = await newAdmin();
    const uid = learner.user.id;
    const example = goodAnswer("1");
    await tutorSaid(uid, `For example, think of this:\n\n${example}\n\nWhat would yours say?`);
    expect((await learner.client.post("/incubator/step/1/answer", { input: example })).status).toBe(200);

    const stopped = await evaluate(deps(), uid, "1");
    expect(stopped.passed).toBe(false);
    expect(stopped.feedback.summary).toContain(
      "This reads like Sensei's example, not your own business: tell it with your own clients and numbers.",
    );
    expect(fake.requests).toHaveLength(0);
    const attempt = (await db.doc(`users/${uid}/incubatorAttempts/${stopped.attemptId}`).get()).data()!;
    expect(attempt.evaluation.gateReason).toBe("tutor_words");
  });

  it("leave the learner's own answer alone", async () => {
    const learner = await newAdmin();
    await tutorSaid(learner.user.id, "Think of a bookkeeper who closes cafés' books by the 5th. Who do you help?");
    expect((await learner.client.post("/incubator/step/1/answer", { input: goodAnswer("1") })).status).toBe(200);
    fake.handlers.push(vertexJudge);
    const judged = await evaluate(deps(), learner.user.id, "1");
    expect(judged.passed).toBe(true);
    expect(fake.requests).toHaveLength(1);
  });
});

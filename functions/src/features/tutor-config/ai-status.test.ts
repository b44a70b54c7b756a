import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  startFakeVertex,
  vertexAnswer,
  vertexStatus,
  fakeVertexProvider,
  sampleLearner,
  type FakeVertex,
  type VertexHandler,
} from "../../../test/ai-fixtures";
import { ApiClient, newAdmin, newUser, type TestUser } from "../../../test/api-client";
import { recordingCalls } from "../../ai/status";
import { Timestamp } from "firebase-admin/firestore";
import { pass, poorAnswer, submit } from "../../../test/incubator-answers";
import { DEFAULT_TUTOR_CONFIG, type AiStatus } from "../../contract/tutor";
import { db } from "../../lib/firebase";

// GET /api/admin/ai-status: the provider and model in use, and how the latest AI call went.
// The emulator's functions answer with the offline tutor; a Vertex AI failure is made here,
// in the test's process, against the fake Vertex AI endpoint, through the same recording layer.

// Each test makes many API calls (and waits for triggers) on an emulator suite that may be busy.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let fake: FakeVertex;
let handlers: VertexHandler[] = [];
let admin: TestUser;

beforeAll(async () => {
  fake = await startFakeVertex(() => handlers.shift());
  admin = await newAdmin();
});
afterAll(() => fake.close());

const retiredModel = () =>
  recordingCalls(fakeVertexProvider(fake.baseUrl, { model: "gemini-2.5-flash" }), {
    provider: "vertex",
    model: "gemini-2.5-flash",
  });

const textRequest = { config: DEFAULT_TUTOR_CONFIG, learner: sampleLearner, history: [], message: "Hello" };

describe("GET /api/admin/ai-status", () => {
  it("is for admins only", async () => {
    const learner = await newUser();
    expect((await learner.client.get("/admin/ai-status")).status).toBe(403);
    expect((await new ApiClient().get("/admin/ai-status")).status).toBe(401);
  });

  it("shows the provider in use and a successful last call", async () => {
    const startedAt = Date.now();
    const test = await admin.client.post("/admin/test-tutor", {
      message: "How do I price?",
      config: DEFAULT_TUTOR_CONFIG,
    });
    expect(test.status).toBe(200);
    const status = await admin.client.get("/admin/ai-status");
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({
      provider: "local",
      model: "offline-tutor",
      configError: null,
      lastCall: {
        provider: "local",
        model: "offline-tutor",
        purpose: "tutor",
        outcome: "success",
        modelVersion: "offline-tutor",
      },
    });
    expect(Date.parse(status.body.lastCall.at)).toBeGreaterThanOrEqual(startedAt - 1000);
  });

  it("shows a retired model's failure at once, and keeps the last error after a later success", async () => {
    handlers = [vertexStatus(404, "Publisher Model `gemini-2.5-flash` was not found")];
    const failure = await retiredModel()
      .generateText(textRequest)
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: "model_unavailable" });

    const afterFailure = (await admin.client.get("/admin/ai-status")).body;
    expect(afterFailure.lastCall).toMatchObject({
      provider: "vertex",
      model: "gemini-2.5-flash",
      outcome: "error",
      modelVersion: null,
    });
    expect(afterFailure.lastError).toMatchObject({
      provider: "vertex",
      model: "gemini-2.5-flash",
      purpose: "tutor",
      kind: "model_unavailable",
    });
    expect(afterFailure.lastError.message).toEqual(expect.any(String));
    expect(afterFailure.lastError.at).toBe(afterFailure.lastCall.at);

    handlers = [vertexAnswer("Start with your costs.")];
    await expect(retiredModel().generateText(textRequest)).resolves.toMatchObject({ text: "Start with your costs." });
    const afterSuccess = (await admin.client.get("/admin/ai-status")).body;
    expect(afterSuccess.lastCall).toMatchObject({
      provider: "vertex",
      outcome: "success",
      modelVersion: "gemini-test-001",
    });
    expect(afterSuccess.lastError).toEqual(afterFailure.lastError);
  });

  it("counts the Incubator evaluations of the last 24 hours, every learner's", async () => {
    const evaluationsNow = async () => (await admin.client.get<AiStatus>("/admin/ai-status")).body.evaluationsLastDay;
    const before = await evaluationsNow();
    const [first, second] = await Promise.all([newAdmin(), newAdmin()]);
    await submit(first, "1", poorAnswer("1"));
    await pass(second, "1");
    await submit(second, "2", poorAnswer("2"));
    expect(await evaluationsNow()).toBe(before + 3);

    // An attempt older than a day is not counted.
    await db.collection(`users/${first.user.id}/incubatorAttempts`).add({
      ...(await db.collection(`users/${second.user.id}/incubatorAttempts`).limit(1).get()).docs[0]!.data(),
      createdAt: Timestamp.fromMillis(Date.now() - 25 * 60 * 60 * 1000),
    });
    expect(await evaluationsNow()).toBe(before + 3);
  });
});

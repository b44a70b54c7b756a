import { afterAll, beforeAll, beforeEach } from "vitest";
import type { LearnerContext } from "../src/ai/prompts";
import { createVertexProvider, emulatorAuth, type VertexLimits } from "../src/ai/vertex";
import { startFakeVertex, type FakeVertex, type RecordedVertexRequest, type VertexHandler } from "./fake-vertex-server";

export * from "./fake-vertex-server";

/** A learner with a full profile, for prompt and offline tutor tests. */
export const sampleLearner: LearnerContext = {
  name: "Lena",
  currentLevel: "Intermediate",
  workContext: { workSetup: "Full-time freelancer", platforms: ["Upwork", "LinkedIn"], clientTypes: ["Startups"] },
  goals: ["Raise my rates"],
  strengths: ["SERVE"],
  weaknesses: ["SELL", "SHOW"],
  pillarProgress: [
    { pillar: "SELL", progressPercentage: 25 },
    { pillar: "SHOW", progressPercentage: 40 },
    { pillar: "SHAPE", progressPercentage: 60 },
    { pillar: "SERVE", progressPercentage: 80 },
  ],
  recentActivities: [{ title: "Watched Pricing 101", createdAt: new Date("2026-11-20T10:00:00Z") }],
  focus: { pillar: "SELL", skillId: "price_with_confidence" },
  incubator: null,
  video: {
    youtubeVideoId: "abc123",
    title: "Pricing 101",
    pillar: "SELL",
    skillId: "price_with_confidence",
    difficulty: "beginner",
    orderPriority: 1,
    isActive: true,
  },
};

/**
 * The fake Vertex AI endpoint for one test file: each request takes the next queued handler and
 * is recorded; both lists start empty for every test.
 */
export function useFakeVertex() {
  const state = { baseUrl: "", handlers: [] as VertexHandler[], requests: [] as RecordedVertexRequest[] };
  let fake: FakeVertex | undefined;
  beforeAll(async () => {
    fake = await startFakeVertex((request) => {
      state.requests.push(request);
      return state.handlers.shift();
    });
    state.baseUrl = fake.baseUrl;
  });
  afterAll(() => fake?.close());
  beforeEach(() => {
    state.handlers = [];
    state.requests = [];
  });
  return state;
}

/** The Vertex provider aimed at a fake endpoint, with a short backoff so retries stay quick. */
export function fakeVertexProvider(
  baseUrl: string,
  { model = "gemini-test", limits = {} }: { model?: string; limits?: Partial<VertexLimits> } = {},
) {
  return createVertexProvider({
    project: "demo-project",
    location: "us-central1",
    model,
    thinkingLevel: "LOW",
    baseUrl,
    googleAuthOptions: emulatorAuth,
    limits: { backoffMs: 10, ...limits },
  });
}

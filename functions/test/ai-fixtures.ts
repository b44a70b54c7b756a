import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach } from "vitest";
import type { LearnerContext } from "../src/ai/prompts";
import { createVertexProvider, type VertexLimits } from "../src/ai/vertex";

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

export type VertexHandler = (req: IncomingMessage, res: ServerResponse, body: unknown) => void;
export interface RecordedVertexRequest {
  url: string;
  headers: IncomingMessage["headers"];
  body: any;
}
export interface FakeVertex {
  baseUrl: string;
  close(): Promise<void>;
}

/** A generateContent answer of the Vertex AI REST API, served by model version `gemini-test-001`. */
export function vertexAnswer(text: string): VertexHandler {
  return (_req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(
      JSON.stringify({
        candidates: [{ content: { role: "model", parts: [{ text }] }, finishReason: "STOP", index: 0 }],
        usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 5, totalTokenCount: 15 },
        modelVersion: "gemini-test-001",
      }),
    );
  };
}

const STATUS_NAMES: Record<number, string> = { 404: "NOT_FOUND", 429: "RESOURCE_EXHAUSTED" };
/** An error answer in Vertex AI's shape (404 is what a retired or unknown model gets). */
export const vertexStatus =
  (code: number, message = "error"): VertexHandler =>
  (_req, res) => {
    res.writeHead(code, { "content-type": "application/json" });
    res.end(JSON.stringify({ error: { code, message, status: STATUS_NAMES[code] ?? "UNAVAILABLE" } }));
  };

/**
 * A stand-in for the Vertex AI REST API on 127.0.0.1: each request is handed to `next`, which
 * records it and gives the handler that answers (none left: a 500).
 */
export async function startFakeVertex(
  next: (request: RecordedVertexRequest) => VertexHandler | undefined,
): Promise<FakeVertex> {
  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const body = raw ? JSON.parse(raw) : undefined;
      const handler = next({ url: req.url ?? "", headers: req.headers, body }) ?? vertexStatus(500, "no handler left");
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A fixed token instead of Google's default credentials, which would be asked first and hang offline. */
export const fixedTokenAuth = {
  authClient: { getRequestHeaders: async () => new Headers({ authorization: "Bearer test-token" }) },
} as never;

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
    googleAuthOptions: fixedTokenAuth,
    limits: { backoffMs: 10, ...limits },
  });
}

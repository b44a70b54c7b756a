import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { selectProvider } from "./index";
import { AiProviderError } from "./provider";
import { DEFAULT_VERTEX_LIMITS, createVertexProvider, type VertexLimits } from "./vertex";

type Handler = (req: IncomingMessage, res: ServerResponse, body: unknown) => void;

/** A stand-in for the Vertex AI REST API's generateContent endpoint on 127.0.0.1. */
let server: Server;
let baseUrl: string;
let handlers: Handler[] = [];
let requests: { url: string; headers: IncomingMessage["headers"]; body: any }[] = [];

function answer(text: string): Handler {
  return (_req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(
      JSON.stringify({
        candidates: [{ content: { role: "model", parts: [{ text }] }, finishReason: "STOP", index: 0 }],
        usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 5, totalTokenCount: 15 },
        modelVersion: "gemini-test",
      }),
    );
  };
}
const status =
  (code: number, message = "error"): Handler =>
  (_req, res) => {
    res.writeHead(code, { "content-type": "application/json" });
    res.end(JSON.stringify({ error: { code, message, status: code === 429 ? "RESOURCE_EXHAUSTED" : "UNAVAILABLE" } }));
  };
const malformed: Handler = (_req, res) => {
  res.writeHead(200, { "content-type": "application/json" });
  res.end('{"candidates": [ {"content": ');
};
const hang: Handler = () => {
  // Never answers: the client's timeout must end the attempt.
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const body = raw ? JSON.parse(raw) : undefined;
      requests.push({ url: req.url ?? "", headers: req.headers, body });
      const handler = handlers.shift() ?? status(500, "no handler left");
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  handlers = [];
  requests = [];
});

// A fixed token instead of Google's default credentials, which would be asked first and hang offline.
const fixedTokenAuth = {
  authClient: { getRequestHeaders: async () => new Headers({ authorization: "Bearer test-token" }) },
} as never;

function provider(limits: Partial<VertexLimits> = {}) {
  return createVertexProvider({
    project: "demo-project",
    location: "us-central1",
    model: "gemini-test",
    baseUrl,
    googleAuthOptions: fixedTokenAuth,
    limits: { backoffMs: 10, ...limits },
  });
}

const textRequest = {
  system: "You are a coach.",
  history: [
    { role: "user" as const, content: "Hi" },
    { role: "assistant" as const, content: "Hello! How can I help?" },
  ],
  message: "How do I price my work?",
  maxOutputTokens: 321,
};

const evaluation = z.object({ score: z.number().int().min(0).max(100), feedback: z.string() });
const jsonRequest = {
  system: "You evaluate answers.",
  prompt: "Evaluate: my offer is logo design.",
  schema: evaluation,
  responseSchema: {
    type: "OBJECT",
    properties: { score: { type: "INTEGER" }, feedback: { type: "STRING" } },
    required: ["score", "feedback"],
  },
  maxOutputTokens: 200,
};

describe("the Vertex AI provider against a fake Vertex AI endpoint", () => {
  it("sends the system prompt, history, token cap and safety settings, with the injected token", async () => {
    handlers = [answer("  Start with your costs.  ")];
    await expect(provider().generateText(textRequest)).resolves.toBe("Start with your costs.");
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.url).toMatch(
      /\/projects\/demo-project\/locations\/us-central1\/publishers\/google\/models\/gemini-test:generateContent$/,
    );
    expect(request!.headers.authorization).toBe("Bearer test-token");
    expect(request!.body.systemInstruction.parts[0].text).toBe("You are a coach.");
    expect(request!.body.contents).toEqual([
      { role: "user", parts: [{ text: "Hi" }] },
      { role: "model", parts: [{ text: "Hello! How can I help?" }] },
      { role: "user", parts: [{ text: "How do I price my work?" }] },
    ]);
    expect(request!.body.generationConfig.maxOutputTokens).toBe(321);
    expect(request!.body.safetySettings).toContainEqual({
      category: "HARM_CATEGORY_HARASSMENT",
      threshold: "BLOCK_MEDIUM_AND_ABOVE",
    });
  });

  it("asks for JSON with the response schema and validates the answer with zod", async () => {
    handlers = [answer(JSON.stringify({ score: 82, feedback: "Clear offer." }))];
    await expect(provider().generateJson(jsonRequest)).resolves.toEqual({ score: 82, feedback: "Clear offer." });
    const config = requests[0]!.body.generationConfig;
    expect(config.responseMimeType).toBe("application/json");
    expect(config.responseSchema).toEqual(jsonRequest.responseSchema);
    expect(config.maxOutputTokens).toBe(200);
  });

  it("retries a malformed response body and gives up with invalid_response after the bounded attempts", async () => {
    handlers = [malformed, malformed, malformed, answer("never reached")];
    const error = await provider({ maxAttempts: 3 })
      .generateText(textRequest)
      .catch((caught) => caught);
    expect(error).toBeInstanceOf(AiProviderError);
    expect(error.kind).toBe("invalid_response");
    expect(requests).toHaveLength(3);
  });

  it("refuses JSON that is malformed or does not match the schema", async () => {
    handlers = [answer("{not json"), answer(JSON.stringify({ score: "high" }))];
    const error = await provider({ maxAttempts: 2 })
      .generateJson(jsonRequest)
      .catch((caught) => caught);
    expect(error.kind).toBe("invalid_response");
    expect(requests).toHaveLength(2);
  });

  it("retries after a 429 and returns the next answer", async () => {
    handlers = [status(429, "Resource exhausted"), answer("Second time lucky.")];
    await expect(provider().generateText(textRequest)).resolves.toBe("Second time lucky.");
    expect(requests).toHaveLength(2);
  });

  it("retries 5xx but not other 4xx", async () => {
    handlers = [status(503), answer("Back again.")];
    await expect(provider().generateText(textRequest)).resolves.toBe("Back again.");
    handlers = [status(400, "bad request"), answer("never reached")];
    requests = [];
    const error = await provider()
      .generateText(textRequest)
      .catch((caught) => caught);
    expect(error.kind).toBe("rejected");
    expect(requests).toHaveLength(1);
  });

  it("ends a request that does not answer within the attempt timeout, within the total budget", async () => {
    handlers = [hang, hang, hang];
    const error = await provider({ attemptTimeoutMs: 300, totalBudgetMs: 700, maxAttempts: 3 })
      .generateText(textRequest)
      .catch((caught) => caught);
    expect(error).toBeInstanceOf(AiProviderError);
    expect(error.kind).toBe("timeout");
    expect(requests.length).toBeGreaterThanOrEqual(1);
    expect(requests.length).toBeLessThanOrEqual(3);
  });

  it("reports 429s that never stop as rate_limited", async () => {
    handlers = [status(429), status(429)];
    const error = await provider({ maxAttempts: 2 })
      .generateText(textRequest)
      .catch((caught) => caught);
    expect(error.kind).toBe("rate_limited");
    expect(requests).toHaveLength(2);
  });

  it("keeps every attempt and wait inside 30 seconds by default", () => {
    const { attemptTimeoutMs, totalBudgetMs, maxAttempts } = DEFAULT_VERTEX_LIMITS;
    expect(totalBudgetMs).toBeLessThanOrEqual(30_000);
    expect(attemptTimeoutMs).toBeLessThanOrEqual(totalBudgetMs);
    expect(maxAttempts).toBeGreaterThan(1);
  });
});

describe("provider selection", () => {
  it("takes local or vertex, in any case", () => {
    expect(selectProvider("vertex", false)).toBe("vertex");
    expect(selectProvider(" Local ", false)).toBe("local");
  });
  it("defaults to the offline tutor on the emulator only", () => {
    expect(selectProvider("", true)).toBe("local");
    expect(() => selectProvider("", false)).toThrow(/AI_PROVIDER is not set/);
  });
  it("refuses an unknown setting everywhere", () => {
    expect(() => selectProvider("openai", true)).toThrow(/unknown value 'openai'/);
    expect(() => selectProvider("openai", false)).toThrow(AiProviderError);
  });
});

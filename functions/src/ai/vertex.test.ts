import { logger } from "firebase-functions";
import { describe, expect, it, vi } from "vitest";
import {
  fakeVertexProvider,
  sampleLearner,
  useFakeVertex,
  vertexAnswer as answer,
  vertexStatus as status,
  type VertexHandler,
} from "../../test/ai-fixtures";
import { OFFER_RUBRIC } from "../../test/offer-rubric";
import { evaluatorOutputSchema } from "../contract/incubator/rubric";
import { DEFAULT_TUTOR_CONFIG } from "../contract/tutor";
import { fakeVertexUrl, selectProvider, selectThinkingLevel } from "./index";
import { buildTutorSystemPrompt, EVALUATION_MAX_OUTPUT_TOKENS, MAX_OUTPUT_TOKENS } from "./prompts";
import { AiProviderError } from "./provider";
import {
  DEFAULT_VERTEX_LIMITS,
  createVertexProvider,
  emulatorAuth,
  vertexJsonSchema,
  type VertexLimits,
} from "./vertex";

/** The fake Vertex AI endpoint: tests queue its answers and read what it was sent. */
const fake = useFakeVertex();

const malformed: VertexHandler = (_req, res) => {
  res.writeHead(200, { "content-type": "application/json" });
  res.end('{"candidates": [ {"content": ');
};
const hang: VertexHandler = () => {
  // Never answers: the client's timeout must end the attempt.
};

function provider(limits: Partial<VertexLimits> = {}) {
  return fakeVertexProvider(fake.baseUrl, { limits });
}

const textRequest = {
  config: DEFAULT_TUTOR_CONFIG,
  learner: sampleLearner,
  history: [
    { role: "user" as const, content: "Hi" },
    { role: "assistant" as const, content: "Hello! How can I help?" },
  ],
  message: "How do I price my work?",
};

const evaluationRequest = {
  title: "Offer",
  prompt: "Who do you help?",
  helperTips: [],
  rubric: OFFER_RUBRIC,
  input: "I help bakeries sell online.",
};
const output = {
  judgements: [{ criterionId: "who", verdict: "met", quote: "bakeries", comment: "Specific." }],
  summary: "Clear.",
  whatWorked: [],
  improve: [],
  rewriteSuggestion: "None needed.",
  nextHint: "Name the result.",
};

describe("the Vertex AI provider against a fake Vertex AI endpoint", () => {
  it("sends the system prompt, history, token cap and safety settings, with the injected token", async () => {
    fake.handlers = [answer("  Start with your costs.  ")];
    await expect(provider().generateText(textRequest)).resolves.toEqual({
      text: "Start with your costs.",
      modelVersion: "gemini-test-001",
    });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request!.url).toMatch(
      /\/projects\/demo-project\/locations\/us-central1\/publishers\/google\/models\/gemini-test:generateContent$/,
    );
    expect(request!.headers.authorization).toBe("Bearer emulator-token");
    expect(request!.body.systemInstruction.parts[0].text).toBe(buildTutorSystemPrompt(textRequest));
    expect(request!.body.contents).toEqual([
      { role: "user", parts: [{ text: "Hi" }] },
      { role: "model", parts: [{ text: "Hello! How can I help?" }] },
      { role: "user", parts: [{ text: "How do I price my work?" }] },
    ]);
    expect(request!.body.generationConfig.maxOutputTokens).toBe(MAX_OUTPUT_TOKENS.medium);
    expect(request!.body.safetySettings).toContainEqual({
      category: "HARM_CATEGORY_HARASSMENT",
      threshold: "BLOCK_MEDIUM_AND_ABOVE",
    });
  });

  it("evaluates with the response JSON Schema and validates the answer with zod", async () => {
    fake.handlers = [answer(JSON.stringify(output))];
    await expect(provider().evaluate(evaluationRequest)).resolves.toEqual({
      output,
      modelVersion: "gemini-test-001",
    });
    const config = fake.requests[0]!.body.generationConfig;
    expect(config.responseMimeType).toBe("application/json");
    expect(config.responseJsonSchema).toEqual(vertexJsonSchema(evaluatorOutputSchema));
    expect(config.maxOutputTokens).toBe(EVALUATION_MAX_OUTPUT_TOKENS);
  });

  it("retries a malformed response body and gives up with invalid_response after the bounded attempts", async () => {
    fake.handlers = [malformed, malformed, malformed, answer("never reached")];
    const error = await provider({ maxAttempts: 3 })
      .generateText(textRequest)
      .catch((caught) => caught);
    expect(error).toBeInstanceOf(AiProviderError);
    expect(error.kind).toBe("invalid_response");
    expect(fake.requests).toHaveLength(3);
  });

  it("refuses JSON that is malformed or does not match the schema", async () => {
    fake.handlers = [answer("{not json"), answer(JSON.stringify({ score: "high" }))];
    const error = await provider({ maxAttempts: 2 })
      .evaluate(evaluationRequest)
      .catch((caught) => caught);
    expect(error.kind).toBe("invalid_response");
    expect(fake.requests).toHaveLength(2);
  });

  it("retries after a 429 and returns the next answer", async () => {
    fake.handlers = [status(429, "Resource exhausted"), answer("Second time lucky.")];
    await expect(provider().generateText(textRequest)).resolves.toMatchObject({ text: "Second time lucky." });
    expect(fake.requests).toHaveLength(2);
  });

  it("retries 5xx but not other 4xx", async () => {
    fake.handlers = [status(503), answer("Back again.")];
    await expect(provider().generateText(textRequest)).resolves.toMatchObject({ text: "Back again." });
    fake.handlers = [status(400, "bad request"), answer("never reached")];
    fake.requests = [];
    const error = await provider()
      .generateText(textRequest)
      .catch((caught) => caught);
    expect(error.kind).toBe("rejected");
    expect(fake.requests).toHaveLength(1);
  });

  it("ends a request that does not answer within the attempt timeout, within the total budget", async () => {
    fake.handlers = [hang, hang, hang];
    const error = await provider({ attemptTimeoutMs: 300, totalBudgetMs: 700, maxAttempts: 3 })
      .generateText(textRequest)
      .catch((caught) => caught);
    expect(error).toBeInstanceOf(AiProviderError);
    expect(error.kind).toBe("timeout");
    expect(fake.requests.length).toBeGreaterThanOrEqual(1);
    expect(fake.requests.length).toBeLessThanOrEqual(3);
  });

  it("reports 429s that never stop as rate_limited", async () => {
    fake.handlers = [status(429), status(429)];
    const error = await provider({ maxAttempts: 2 })
      .generateText(textRequest)
      .catch((caught) => caught);
    expect(error.kind).toBe("rate_limited");
    expect(fake.requests).toHaveLength(2);
  });

  it("sends the Gemini 3 thinking level and never a thinking budget", async () => {
    fake.handlers = [answer("Think small."), answer(JSON.stringify(output))];
    await provider().generateText(textRequest);
    await createVertexProvider({
      project: "demo-project",
      location: "us-central1",
      model: "gemini-test",
      thinkingLevel: "HIGH",
      baseUrl: fake.baseUrl,
      googleAuthOptions: emulatorAuth,
    }).evaluate(evaluationRequest);
    const [text, json] = fake.requests.map((request) => request.body.generationConfig.thinkingConfig);
    expect(text).toEqual({ thinkingLevel: "LOW" });
    expect(json).toEqual({ thinkingLevel: "HIGH" });
  });

  it("says a retired or unknown model (404) is one, names it and VERTEX_MODEL in the log, and does not retry", async () => {
    const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    try {
      fake.handlers = [
        status(
          404,
          "Publisher Model `projects/demo-project/locations/us-central1/publishers/google/models/gemini-test` was not found",
        ),
        answer("never reached"),
      ];
      const error = await provider()
        .generateText(textRequest)
        .catch((caught) => caught);
      expect(error).toBeInstanceOf(AiProviderError);
      expect(error.kind).toBe("model_unavailable");
      expect(error.message).toContain("'gemini-test'");
      expect(error.message).toContain("VERTEX_MODEL");
      expect(fake.requests).toHaveLength(1);
      expect(logged).toHaveBeenCalledWith(expect.stringMatching(/'gemini-test'.*VERTEX_MODEL/));
    } finally {
      logged.mockRestore();
    }
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
  it("sends Vertex calls to a fake server on the emulator only", () => {
    const env = { SOLOSENSEI_FAKE_VERTEX_URL: "http://127.0.0.1:9999" };
    expect(fakeVertexUrl(env, true)).toBe("http://127.0.0.1:9999");
    expect(fakeVertexUrl(env, false)).toBeUndefined();
    expect(fakeVertexUrl({}, true)).toBeUndefined();
  });
  it("takes a thinking level in any case, LOW when empty, and refuses others", () => {
    expect(selectThinkingLevel("")).toBe("LOW");
    expect(selectThinkingLevel(" medium ")).toBe("MEDIUM");
    expect(() => selectThinkingLevel("1024")).toThrow(/VERTEX_THINKING_LEVEL has an unknown value '1024'/);
  });
});

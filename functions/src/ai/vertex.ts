import type { Content, GenerateContentConfig, GoogleGenAIOptions } from "@google/genai";
import { logger } from "firebase-functions/logger";
import { z } from "zod/mini";
import { evaluatorOutputSchema } from "../contract/incubator/rubric";
import { BRIEF_LIMITS } from "../contract/sessions/brief";
import { firstCharacters } from "../contract/text";
import {
  BRIEF_SUMMARY_MAX_OUTPUT_TOKENS,
  BRIEF_SUMMARY_SYSTEM,
  briefSummaryPrompt,
  buildTutorSystemPrompt,
  EVALUATION_MAX_OUTPUT_TOKENS,
  EVALUATION_SYSTEM,
  evaluationPrompt,
  MAX_OUTPUT_TOKENS,
} from "./prompts";
import { lazyRequire } from "../lib/lazy-require";
import { AiProviderError, type AiErrorKind, type AiProvider } from "./provider";

// @google/genai loads with the first Vertex AI provider (ai/index.ts makes it on the first AI
// call), not when an instance starts: most requests never ask the AI.
const genai = () => lazyRequire("@google/genai") as typeof import("@google/genai");

// The JSON Schema keywords Vertex AI's `responseJsonSchema` accepts (Gemini structured output);
// it refuses a request with others (e.g. `pattern`, `minLength`, `$schema`), so they are cut.
// What is cut still holds: the answer is validated with the full zod schema afterwards.
const SUPPORTED = new Set(
  "$id $defs $ref $anchor type format title description enum items prefixItems minItems maxItems minimum maximum anyOf oneOf properties additionalProperties required".split(
    " ",
  ),
);
const SCHEMA_MAPS = new Set(["properties", "$defs"]);

/** Cuts unsupported keywords; `names`: the node maps names to schemas (under `properties`, `$defs`). */
function cut(node: unknown, names = false): unknown {
  if (Array.isArray(node)) return node.map((item) => cut(item));
  if (typeof node !== "object" || node === null) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => names || SUPPORTED.has(key))
      .map(([key, value]) => [key, cut(value, !names && SCHEMA_MAPS.has(key))]),
  );
}

/** A zod schema's output as the JSON Schema subset Vertex AI accepts for `responseJsonSchema`. */
export function vertexJsonSchema(schema: z.ZodMiniType): Record<string, unknown> {
  return cut(z.toJSONSchema(schema, { io: "output" })) as Record<string, unknown>;
}

/** Gemini 3.x thinking levels; LOW keeps a tutor reply inside the 12 s attempt timeout. */
export const THINKING_LEVELS = ["MINIMAL", "LOW", "MEDIUM", "HIGH"] as const;
export type ThinkingLevelSetting = (typeof THINKING_LEVELS)[number];

export interface VertexOptions {
  project: string;
  location: string;
  model: string;
  /** Gemini 3.x thinking; sent as `thinkingConfig.thinkingLevel`, never with `thinkingBudget` (a 400). */
  thinkingLevel: ThinkingLevelSetting;
  /** Tests point the SDK at a local fake server. */
  baseUrl?: string;
  /** Tests inject a fixed-token auth client; production uses the service account's credentials. */
  googleAuthOptions?: GoogleGenAIOptions["googleAuthOptions"];
  limits?: Partial<VertexLimits>;
}

/**
 * A fixed token instead of Google's default credentials, for a fake Vertex AI on this machine (the
 * tests, and the emulator's SOLOSENSEI_FAKE_VERTEX_URL): the credentials would be asked first and hang offline.
 */
export const emulatorAuth = {
  authClient: { getRequestHeaders: async () => new Headers({ authorization: "Bearer emulator-token" }) },
} as never;

export const DEFAULT_VERTEX_LIMITS = {
  /** One HTTP attempt. */
  attemptTimeoutMs: 12_000,
  /** All attempts and waits together: Hosting ends a request at 60 s, so this stays well inside 30 s. */
  totalBudgetMs: 25_000,
  maxAttempts: 3,
  /** First wait before a retry; doubles each time. */
  backoffMs: 500,
};
export type VertexLimits = typeof DEFAULT_VERTEX_LIMITS;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Turns whatever the SDK threw into a provider error; `retry` says whether another attempt may help. */
function classify(error: unknown, model: string): { error: AiProviderError; retry: boolean } {
  if (error instanceof AiProviderError) return { error, retry: error.kind === "invalid_response" };
  const fail = (kind: AiErrorKind, message: string, retry = true) => ({
    error: new AiProviderError(kind, message, error),
    retry,
  });
  if (error instanceof genai().ApiError) {
    // Vertex AI answers 404 NOT_FOUND for a retired or unknown model: no retry helps, only a new setting.
    if (error.status === 404)
      return fail(
        "model_unavailable",
        `Vertex AI has no model '${model}' here (retired, unknown or not offered in this location): ` +
          "change VERTEX_MODEL in functions/.env.<project> to a current Gemini model and deploy again",
        false,
      );
    if (error.status === 429) return fail("rate_limited", "Vertex AI is rate limiting");
    if (error.status === 408 || error.status >= 500) return fail("unavailable", `Vertex AI answered ${error.status}`);
    return fail("rejected", `Vertex AI refused the request (${error.status})`, false);
  }
  const name = (error as { name?: string }).name;
  if (name === "AbortError" || name === "TimeoutError") return fail("timeout", "Vertex AI did not answer in time");
  // A malformed response body, or an answer that is not JSON.
  if (error instanceof SyntaxError) return fail("invalid_response", "Vertex AI sent a malformed response");
  return fail("unavailable", "Vertex AI could not be reached");
}

/** Vertex AI through @google/genai: timeouts, bounded retries on 429/5xx, token caps, safety settings. */
export function createVertexProvider(options: VertexOptions): AiProvider {
  const limits = { ...DEFAULT_VERTEX_LIMITS, ...options.limits };
  const { GoogleGenAI, HarmBlockThreshold, HarmCategory, ThinkingLevel } = genai();
  const safetySettings = [
    HarmCategory.HARM_CATEGORY_HARASSMENT,
    HarmCategory.HARM_CATEGORY_HATE_SPEECH,
    HarmCategory.HARM_CATEGORY_SEXUALLY_EXPLICIT,
    HarmCategory.HARM_CATEGORY_DANGEROUS_CONTENT,
  ].map((category) => ({ category, threshold: HarmBlockThreshold.BLOCK_MEDIUM_AND_ABOVE }));
  const responseJsonSchema = vertexJsonSchema(evaluatorOutputSchema);
  const ai = new GoogleGenAI({
    vertexai: true,
    project: options.project,
    location: options.location,
    ...(options.googleAuthOptions ? { googleAuthOptions: options.googleAuthOptions } : {}),
    ...(options.baseUrl ? { httpOptions: { baseUrl: options.baseUrl } } : {}),
  });

  /** Runs one generation with retries inside the budget; `read` turns a response's text into the result. */
  async function generate<T>(
    contents: Content[],
    config: GenerateContentConfig,
    read: (text: string) => T,
  ): Promise<{ value: T; modelVersion: string | null }> {
    const deadline = Date.now() + limits.totalBudgetMs;
    let last: AiProviderError = new AiProviderError("timeout", "Vertex AI did not answer in time");
    for (let attempt = 1; attempt <= limits.maxAttempts; attempt++) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) break;
      try {
        const response = await ai.models.generateContent({
          model: options.model,
          contents,
          config: {
            ...config,
            thinkingConfig: { thinkingLevel: ThinkingLevel[options.thinkingLevel] },
            safetySettings,
            // The SDK's own retries are off: this loop keeps every attempt inside the budget.
            httpOptions: { timeout: Math.min(limits.attemptTimeoutMs, remaining) },
          },
        });
        if (response.promptFeedback?.blockReason)
          throw new AiProviderError("blocked", `Vertex AI blocked the prompt (${response.promptFeedback.blockReason})`);
        const candidate = response.candidates?.[0];
        if (candidate?.finishReason === "SAFETY")
          throw new AiProviderError("blocked", "Vertex AI blocked the answer for safety");
        const text = response.text;
        if (!text?.trim()) throw new AiProviderError("invalid_response", "Vertex AI sent an empty answer");
        return { value: read(text), modelVersion: response.modelVersion ?? null };
      } catch (error) {
        const verdict = classify(error, options.model);
        last = verdict.error;
        if (!verdict.retry || attempt === limits.maxAttempts) break;
        const wait = limits.backoffMs * 2 ** (attempt - 1);
        if (Date.now() + wait >= deadline) break;
        await sleep(wait);
      }
    }
    if (last.kind === "model_unavailable") logger.error(last.message);
    throw last;
  }

  return {
    name: "vertex",
    async generateText(request) {
      const contents: Content[] = [
        ...request.history.map((turn) => ({
          role: turn.role === "assistant" ? "model" : "user",
          parts: [{ text: turn.content }],
        })),
        { role: "user", parts: [{ text: request.message }] },
      ];
      const { value, modelVersion } = await generate(
        contents,
        {
          systemInstruction: buildTutorSystemPrompt(request),
          maxOutputTokens: MAX_OUTPUT_TOKENS[request.config.personality.response_length],
          temperature: 0.7,
        },
        (text) => text.trim(),
      );
      return { text: value, modelVersion };
    },
    async evaluate(request) {
      const { value, modelVersion } = await generate(
        [{ role: "user", parts: [{ text: evaluationPrompt(request) }] }],
        {
          systemInstruction: EVALUATION_SYSTEM,
          maxOutputTokens: EVALUATION_MAX_OUTPUT_TOKENS,
          temperature: 0.2,
          responseMimeType: "application/json",
          responseJsonSchema,
        },
        (text) => {
          const parsed = evaluatorOutputSchema.safeParse(JSON.parse(text));
          if (!parsed.success)
            throw new AiProviderError("invalid_response", "Vertex AI's answer does not match the schema", parsed.error);
          return parsed.data;
        },
      );
      return { output: value, modelVersion };
    },
    async summariseBrief(brief) {
      const { value, modelVersion } = await generate(
        [{ role: "user", parts: [{ text: briefSummaryPrompt(brief) }] }],
        { systemInstruction: BRIEF_SUMMARY_SYSTEM, maxOutputTokens: BRIEF_SUMMARY_MAX_OUTPUT_TOKENS, temperature: 0.3 },
        (text) => firstCharacters(text.trim(), BRIEF_LIMITS.summaryChars),
      );
      return { text: value, modelVersion };
    },
  };
}

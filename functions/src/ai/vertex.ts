import {
  ApiError,
  GoogleGenAI,
  HarmBlockThreshold,
  HarmCategory,
  type Content,
  type GenerateContentConfig,
  type GoogleGenAIOptions,
  type Schema,
} from "@google/genai";
import type { z } from "zod";
import { AiProviderError, type AiProvider, type JsonRequest, type TextRequest } from "./provider";

export interface VertexOptions {
  project: string;
  location: string;
  model: string;
  /** Tests point the SDK at a local fake server. */
  baseUrl?: string;
  /** Tests inject a fixed-token auth client; production uses the service account's credentials. */
  googleAuthOptions?: GoogleGenAIOptions["googleAuthOptions"];
  limits?: Partial<VertexLimits>;
}

export interface VertexLimits {
  /** One HTTP attempt. */
  attemptTimeoutMs: number;
  /** All attempts and waits together: Hosting ends a request at 60 s, so this stays well inside 30 s. */
  totalBudgetMs: number;
  maxAttempts: number;
  /** First wait before a retry; doubles each time. */
  backoffMs: number;
}

export const DEFAULT_VERTEX_LIMITS: VertexLimits = {
  attemptTimeoutMs: 12_000,
  totalBudgetMs: 25_000,
  maxAttempts: 3,
  backoffMs: 500,
};

const SAFETY_SETTINGS = [
  HarmCategory.HARM_CATEGORY_HARASSMENT,
  HarmCategory.HARM_CATEGORY_HATE_SPEECH,
  HarmCategory.HARM_CATEGORY_SEXUALLY_EXPLICIT,
  HarmCategory.HARM_CATEGORY_DANGEROUS_CONTENT,
].map((category) => ({ category, threshold: HarmBlockThreshold.BLOCK_MEDIUM_AND_ABOVE }));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Turns whatever the SDK threw into a provider error; `retry` says whether another attempt may help. */
function classify(error: unknown): { error: AiProviderError; retry: boolean } {
  if (error instanceof AiProviderError) return { error, retry: error.kind === "invalid_response" };
  if (error instanceof ApiError) {
    if (error.status === 429)
      return { error: new AiProviderError("rate_limited", "Vertex AI is rate limiting", error), retry: true };
    if (error.status === 408 || error.status >= 500)
      return { error: new AiProviderError("unavailable", `Vertex AI answered ${error.status}`, error), retry: true };
    return {
      error: new AiProviderError("rejected", `Vertex AI refused the request (${error.status})`, error),
      retry: false,
    };
  }
  const name = (error as { name?: string }).name;
  if (name === "AbortError" || name === "TimeoutError")
    return { error: new AiProviderError("timeout", "Vertex AI did not answer in time", error), retry: true };
  if (error instanceof SyntaxError)
    return {
      error: new AiProviderError("invalid_response", "Vertex AI sent a malformed response", error),
      retry: true,
    };
  return { error: new AiProviderError("unavailable", "Vertex AI could not be reached", error), retry: true };
}

/** Vertex AI through @google/genai: timeouts, bounded retries on 429/5xx, token caps, safety settings. */
export function createVertexProvider(options: VertexOptions): AiProvider {
  const limits = { ...DEFAULT_VERTEX_LIMITS, ...options.limits };
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
  ): Promise<T> {
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
            safetySettings: SAFETY_SETTINGS,
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
        return read(text);
      } catch (error) {
        const verdict = classify(error);
        last = verdict.error;
        if (!verdict.retry || attempt === limits.maxAttempts) break;
        const wait = limits.backoffMs * 2 ** (attempt - 1);
        if (Date.now() + wait >= deadline) break;
        await sleep(wait);
      }
    }
    throw last;
  }

  return {
    name: "vertex",
    generateText(request: TextRequest) {
      const contents: Content[] = [
        ...request.history.map((turn) => ({
          role: turn.role === "assistant" ? "model" : "user",
          parts: [{ text: turn.content }],
        })),
        { role: "user", parts: [{ text: request.message }] },
      ];
      return generate(
        contents,
        { systemInstruction: request.system, maxOutputTokens: request.maxOutputTokens, temperature: 0.7 },
        (text) => text.trim(),
      );
    },
    generateJson<S extends z.ZodType>(request: JsonRequest<S>): Promise<z.infer<S>> {
      return generate(
        [{ role: "user", parts: [{ text: request.prompt }] }],
        {
          systemInstruction: request.system,
          maxOutputTokens: request.maxOutputTokens,
          temperature: 0.2,
          responseMimeType: "application/json",
          responseSchema: request.responseSchema as Schema,
        },
        (text) => {
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch (error) {
            throw new AiProviderError("invalid_response", "Vertex AI answered with malformed JSON", error);
          }
          const parsed = request.schema.safeParse(json);
          if (!parsed.success)
            throw new AiProviderError("invalid_response", "Vertex AI's answer does not match the schema", parsed.error);
          return parsed.data;
        },
      );
    },
  };
}

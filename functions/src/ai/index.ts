import { logger } from "firebase-functions/logger";
import { defineString, select } from "firebase-functions/params";
import { isEmulator } from "../lib/firebase";
import { OFFLINE_MODEL_VERSION, localProvider } from "./local";
import { AiProviderError, type AiProvider } from "./provider";
import { recordingCalls, type AiIdentity } from "./status";
import { createVertexProvider, emulatorAuth, THINKING_LEVELS } from "./vertex";

/** A current Gemini Flash model on Vertex AI (gemini-2.5-flash was retired in autumn 2026). */
const DEFAULT_VERTEX_MODEL = "gemini-3.8-flash";

// Local values live in functions/.env.demo-solosensei so the emulator never prompts.
const param = (name: string, description: string, fallback = "") =>
  defineString(name, { description, default: fallback });
const aiProviderParam = param(
  "AI_PROVIDER",
  "Which AI provider answers: 'vertex' (Vertex AI) or 'local' (the offline tutor)",
);
const vertexProjectParam = param(
  "VERTEX_PROJECT",
  "Google Cloud project for Vertex AI (empty: the functions' own project)",
);
const vertexLocationParam = param("VERTEX_LOCATION", "Vertex AI location, e.g. us-central1 or global", "us-central1");
const vertexModelParam = param("VERTEX_MODEL", "Gemini model name on Vertex AI", DEFAULT_VERTEX_MODEL);
const vertexThinkingLevelParam = defineString("VERTEX_THINKING_LEVEL", {
  description: "Gemini 3.x thinking level: MINIMAL, LOW, MEDIUM or HIGH",
  default: "LOW",
  input: select([...THINKING_LEVELS]),
});

/** The value a setting names, in any case; empty means `empty`, else a missing or unknown setting is `not_configured`. */
function choose<T extends string>(name: string, setting: string, values: readonly T[], empty?: T): T {
  const value = setting.trim().toLowerCase();
  const chosen = value ? values.find((entry) => entry.toLowerCase() === value) : empty;
  if (chosen) return chosen;
  throw new AiProviderError(
    "not_configured",
    value ? `${name} has an unknown value '${setting}' (use ${values.join(", ")})` : `${name} is not set`,
  );
}

/** Empty means the offline tutor on the emulator only: anywhere else it is an error, never a silent offline tutor. */
export const selectProvider = (setting: string, onEmulator: boolean) =>
  choose("AI_PROVIDER", setting, ["local", "vertex"] as const, onEmulator ? "local" : undefined);
/** Empty means LOW: the model's default thinking runs into the 12 s attempt timeout. */
export const selectThinkingLevel = (setting: string) =>
  choose("VERTEX_THINKING_LEVEL", setting, THINKING_LEVELS, "LOW");

/**
 * A fake Vertex AI on this machine (the load bench's `--ai-faults`): the Vertex provider is aimed at
 * it, evaluations always use it and the tutor keeps AI_PROVIDER's choice. An environment variable, not a parameter, so a run
 * sets it without touching the project's .env files; honoured on the emulator only, so a deployed
 * function never sends a learner's answer anywhere but Vertex AI.
 */
export const fakeVertexUrl = (env: NodeJS.ProcessEnv, onEmulator: boolean) =>
  (onEmulator && env.SOLOSENSEI_FAKE_VERTEX_URL) || undefined;

/** What the parameters select; throws `not_configured` when a setting is missing or wrong. */
function configuration() {
  const tutor = selectProvider(aiProviderParam.value(), isEmulator());
  const fakeUrl = fakeVertexUrl(process.env, isEmulator());
  const evaluator = fakeUrl ? "vertex" : tutor;
  const thinkingLevel = selectThinkingLevel(vertexThinkingLevelParam.value());
  const modelOf = (provider: AiProvider["name"]) =>
    provider === "local" ? OFFLINE_MODEL_VERSION : vertexModelParam.value() || DEFAULT_VERTEX_MODEL;
  return { tutor, evaluator, fakeUrl, modelOf, thinkingLevel };
}

/** The tutor's provider and model, or why there is none (the admin's AI status; each call records its own). */
export function aiConfiguration(): AiIdentity | { error: string } {
  try {
    const { tutor, modelOf } = configuration();
    return { provider: tutor, model: modelOf(tutor) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

const providers: Partial<Record<AiProvider["name"], AiProvider>> = {};

function providerOf(provider: AiProvider["name"], config: ReturnType<typeof configuration>): AiProvider {
  const model = config.modelOf(provider);
  if (provider === "local") return (providers.local ??= recordingCalls(localProvider, { provider, model }));
  if (providers.vertex) return providers.vertex;
  const baseUrl = config.fakeUrl;
  const vertex = createVertexProvider({
    project: vertexProjectParam.value() || process.env.GCLOUD_PROJECT || "",
    location: vertexLocationParam.value() || "us-central1",
    model,
    thinkingLevel: config.thinkingLevel,
    ...(baseUrl ? { baseUrl, googleAuthOptions: emulatorAuth } : {}),
  });
  return (providers.vertex = recordingCalls(vertex, { provider, model }));
}

/** The configured provider (on the emulator, evaluations may go to the fake Vertex AI), recording each call's outcome (status.ts); logs and throws `not_configured`. */
export function getAiProvider(): AiProvider {
  let config: ReturnType<typeof configuration>;
  try {
    config = configuration();
  } catch (error) {
    logger.error(`AI provider not configured: ${(error as Error).message}`);
    throw error;
  }
  const tutor = providerOf(config.tutor, config);
  if (config.evaluator === config.tutor) return tutor;
  return { ...tutor, evaluate: providerOf(config.evaluator, config).evaluate };
}

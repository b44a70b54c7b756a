import { logger } from "firebase-functions";
import { defineString, select } from "firebase-functions/params";
import { isEmulator } from "../lib/firebase";
import { OFFLINE_MODEL_VERSION, localProvider } from "./local";
import { AiProviderError, type AiProvider } from "./provider";
import { recordingCalls, type AiIdentity } from "./status";
import { createVertexProvider, THINKING_LEVELS } from "./vertex";

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

/** What the parameters select; throws `not_configured` when a setting is missing or wrong. */
function configuration() {
  const provider = selectProvider(aiProviderParam.value(), isEmulator());
  const thinkingLevel = selectThinkingLevel(vertexThinkingLevelParam.value());
  const model = provider === "local" ? OFFLINE_MODEL_VERSION : vertexModelParam.value() || DEFAULT_VERTEX_MODEL;
  return { provider, model, thinkingLevel };
}

/** The provider and model in use, or why there is none (the admin's AI status). */
export function aiConfiguration(): AiIdentity | { error: string } {
  try {
    const { provider, model } = configuration();
    return { provider, model };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

let vertex: AiProvider | null = null;
let local: AiProvider | null = null;

/** The configured provider, recording each call's outcome (status.ts); logs and throws `not_configured`. */
export function getAiProvider(): AiProvider {
  let config: ReturnType<typeof configuration>;
  try {
    config = configuration();
  } catch (error) {
    logger.error(`AI provider not configured: ${(error as Error).message}`);
    throw error;
  }
  const { provider, model, thinkingLevel } = config;
  if (provider === "local") return (local ??= recordingCalls(localProvider, { provider, model }));
  const project = vertexProjectParam.value() || process.env.GCLOUD_PROJECT || "";
  const location = vertexLocationParam.value() || "us-central1";
  return (vertex ??= recordingCalls(createVertexProvider({ project, location, model, thinkingLevel }), {
    provider,
    model,
  }));
}

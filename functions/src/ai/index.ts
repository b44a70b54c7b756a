import { logger } from "firebase-functions";
import { defineString, select } from "firebase-functions/params";
import { isEmulator } from "../lib/firebase";
import { OFFLINE_MODEL_VERSION, localProvider } from "./local";
import { AiProviderError, type AiProvider } from "./provider";
import { recordingCalls, type AiIdentity } from "./status";
import { createVertexProvider, THINKING_LEVELS, type ThinkingLevelSetting } from "./vertex";

/** A current Gemini Flash model on Vertex AI (gemini-2.5-flash was retired in autumn 2026). */
const DEFAULT_VERTEX_MODEL = "gemini-3.8-flash";
const DEFAULT_THINKING_LEVEL: ThinkingLevelSetting = "LOW";

// Local values live in functions/.env.demo-solosensei so the emulator never prompts.
const aiProviderParam = defineString("AI_PROVIDER", {
  description: "Which AI provider answers: 'vertex' (Vertex AI) or 'local' (the offline tutor)",
  default: "",
});
const vertexProjectParam = defineString("VERTEX_PROJECT", {
  description: "Google Cloud project for Vertex AI (empty: the functions' own project)",
  default: "",
});
const vertexLocationParam = defineString("VERTEX_LOCATION", {
  description: "Vertex AI location, e.g. us-central1 or global",
  default: "us-central1",
});
const vertexModelParam = defineString("VERTEX_MODEL", {
  description: "Gemini model name on Vertex AI",
  default: DEFAULT_VERTEX_MODEL,
});
const vertexThinkingLevelParam = defineString("VERTEX_THINKING_LEVEL", {
  description: "Gemini 3.x thinking level: MINIMAL, LOW, MEDIUM or HIGH",
  default: DEFAULT_THINKING_LEVEL,
  input: select([...THINKING_LEVELS]),
});

let vertex: AiProvider | null = null;
let local: AiProvider | null = null;

/**
 * Which provider a setting selects. On the emulator an empty setting means the offline tutor;
 * anywhere else a missing or unknown setting is an error, never a silent offline tutor.
 */
export function selectProvider(setting: string, onEmulator: boolean): "local" | "vertex" {
  const value = setting.trim().toLowerCase();
  if (value === "local" || value === "vertex") return value;
  if (!value && onEmulator) return "local";
  throw new AiProviderError(
    "not_configured",
    value ? `AI_PROVIDER has an unknown value '${setting}' (use 'vertex' or 'local')` : "AI_PROVIDER is not set",
  );
}

/** The thinking level a setting names, in any case; empty means the default (LOW). */
export function selectThinkingLevel(setting: string): ThinkingLevelSetting {
  const value = setting.trim().toUpperCase();
  if (!value) return DEFAULT_THINKING_LEVEL;
  const level = THINKING_LEVELS.find((entry) => entry === value);
  if (level) return level;
  throw new AiProviderError(
    "not_configured",
    `VERTEX_THINKING_LEVEL has an unknown value '${setting}' (use ${THINKING_LEVELS.join(", ")})`,
  );
}

interface Configuration extends AiIdentity {
  thinkingLevel: ThinkingLevelSetting;
}

/** What the parameters select; throws `not_configured` when a setting is missing or wrong. */
function configuration(): Configuration {
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

/**
 * The configured provider, recording each call's outcome (ai/status.ts); logs and throws
 * `not_configured` when a setting is missing or wrong.
 */
export function getAiProvider(): AiProvider {
  let config: Configuration;
  try {
    config = configuration();
  } catch (error) {
    logger.error(`AI provider not configured: ${(error as Error).message}`);
    throw error;
  }
  const identity = { provider: config.provider, model: config.model };
  if (config.provider === "local") return (local ??= recordingCalls(localProvider, identity));
  vertex ??= recordingCalls(
    createVertexProvider({
      project: vertexProjectParam.value() || process.env.GCLOUD_PROJECT || "",
      location: vertexLocationParam.value() || "us-central1",
      model: config.model,
      thinkingLevel: config.thinkingLevel,
    }),
    identity,
  );
  return vertex;
}

import { logger } from "firebase-functions";
import { isEmulator } from "../lib/firebase";
import { localProvider } from "./local";
import { aiProviderParam, vertexLocationParam, vertexModelParam, vertexProjectParam } from "./params";
import { AiProviderError, type AiProvider } from "./provider";
import { createVertexProvider } from "./vertex";

let vertex: AiProvider | null = null;

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

/** The configured provider; logs and throws `not_configured` when the setting is missing or wrong. */
export function getAiProvider(): AiProvider {
  let choice: "local" | "vertex";
  try {
    choice = selectProvider(aiProviderParam.value(), isEmulator());
  } catch (error) {
    logger.error(`AI provider not configured: ${(error as Error).message}`);
    throw error;
  }
  if (choice === "local") return localProvider;
  vertex ??= createVertexProvider({
    project: vertexProjectParam.value() || process.env.GCLOUD_PROJECT || "",
    location: vertexLocationParam.value() || "us-central1",
    model: vertexModelParam.value() || "gemini-2.5-flash",
  });
  return vertex;
}

import { defineString, select } from "firebase-functions/params";

/** A current Gemini Flash model on Vertex AI (gemini-2.5-flash was retired in autumn 2026). */
export const DEFAULT_VERTEX_MODEL = "gemini-3.8-flash";
/** Gemini 3.x thinking levels; LOW keeps a tutor reply inside the 12 s attempt timeout. */
export const THINKING_LEVELS = ["MINIMAL", "LOW", "MEDIUM", "HIGH"] as const;
export type ThinkingLevelSetting = (typeof THINKING_LEVELS)[number];
export const DEFAULT_THINKING_LEVEL: ThinkingLevelSetting = "LOW";

// Local values live in functions/.env.demo-solosensei so the emulator never prompts.
export const aiProviderParam = defineString("AI_PROVIDER", {
  description: "Which AI provider answers: 'vertex' (Vertex AI) or 'local' (the offline tutor)",
  default: "",
});
export const vertexProjectParam = defineString("VERTEX_PROJECT", {
  description: "Google Cloud project for Vertex AI (empty: the functions' own project)",
  default: "",
});
export const vertexLocationParam = defineString("VERTEX_LOCATION", {
  description: "Vertex AI location, e.g. us-central1 or global",
  default: "us-central1",
});
export const vertexModelParam = defineString("VERTEX_MODEL", {
  description: "Gemini model name on Vertex AI",
  default: DEFAULT_VERTEX_MODEL,
});
export const vertexThinkingLevelParam = defineString("VERTEX_THINKING_LEVEL", {
  description: "Gemini 3.x thinking level: MINIMAL, LOW, MEDIUM or HIGH",
  default: DEFAULT_THINKING_LEVEL,
  input: select([...THINKING_LEVELS]),
});

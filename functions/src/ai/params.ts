import { defineString } from "firebase-functions/params";

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
  default: "gemini-2.5-flash",
});

import type { AiStatus } from "@contract/tutor";
import { formatAge } from "@contract/relative-time";

export type StatusTone = "success" | "warning" | "error";

export interface AiStatusSummary {
  tone: StatusTone;
  /** One line: is the tutor answering? */
  headline: string;
  provider: string;
  model: string;
  lastCall: string;
  /** The latest failure, when there was one. */
  lastError: string | null;
  /** How many Incubator answers were evaluated in the last 24 hours. */
  evaluations: string;
}

const PROVIDER_NAMES: Record<NonNullable<AiStatus["provider"]>, string> = {
  vertex: "Vertex AI (Gemini)",
  local: "Offline tutor (no AI model)",
};

/**
 * What the Tutor Configuration tab says about the AI: which provider and model answer and whether
 * the latest call worked, so a retired model or a missing setting shows at once.
 */
export function summariseAiStatus(status: AiStatus, now: Date): AiStatusSummary {
  const provider = status.provider ? PROVIDER_NAMES[status.provider] : "Not configured";
  const model = status.model ?? "None";
  const call = status.lastCall;
  const lastCall = call
    ? `${call.outcome === "success" ? "Succeeded" : "Failed"} ${formatAge(new Date(call.at), now).toLowerCase()}` +
      (call.modelVersion ? ` (answered by ${call.modelVersion})` : "")
    : "No calls yet";
  const error = status.lastError;
  const lastError = error ? `${formatAge(new Date(error.at), now)}: ${error.message}` : null;
  const evaluations = `${status.evaluationsLastDay} in the last 24 hours`;
  if (!status.provider)
    return {
      tone: "error",
      headline: status.configError ?? "The AI provider is not configured.",
      provider,
      model,
      lastCall,
      lastError,
      evaluations,
    };
  if (call?.outcome === "error")
    return {
      tone: "error",
      headline: "The latest call to the AI failed: learners' chats may not be answered.",
      provider,
      model,
      lastCall,
      lastError,
      evaluations,
    };
  if (!call)
    return {
      tone: "warning",
      headline: "Not used yet: send a test message to check it.",
      provider,
      model,
      lastCall,
      lastError,
      evaluations,
    };
  return { tone: "success", headline: "The tutor is answering.", provider, model, lastCall, lastError, evaluations };
}

import type { z } from "zod/mini";
import type { ChatMessageDoc } from "../contract/chat";
import type { TutorInputs } from "./prompts";

/** One turn of a conversation, as the tutor stores it. */
export type ChatTurn = Pick<ChatMessageDoc, "role" | "content">;

export interface TextRequest {
  system: string;
  /** Earlier turns, oldest first; the caller bounds them. */
  history: ChatTurn[];
  message: string;
  maxOutputTokens: number;
  /** The structured inputs the system prompt was built from: the offline tutor answers from these. */
  tutor?: TutorInputs;
}

export interface JsonRequest<S extends z.ZodMiniType> {
  system: string;
  prompt: string;
  /** Validates the model's answer; an answer that does not match is an invalid response. */
  schema: S;
  /** The response schema the model is constrained to (OpenAPI subset, as Vertex AI takes it)... */
  responseSchema?: Record<string, unknown>;
  /** ...or as JSON Schema (the subset Vertex AI accepts: `ai/json-schema.ts`). */
  responseJsonSchema?: Record<string, unknown>;
  maxOutputTokens: number;
  /** The offline provider's deterministic answer (e.g. a rubric); without it the offline provider refuses. */
  offline?: () => z.input<S> | Promise<z.input<S>>;
}

/** What answered: the served model version (Vertex AI's `modelVersion`), or the offline tutor's name. */
interface Served {
  modelVersion: string | null;
}
export interface TextReply extends Served {
  text: string;
}
export interface JsonReply<T> extends Served {
  data: T;
}

/** The one AI interface: the tutor uses generateText, structured evaluations use generateJson. */
export interface AiProvider {
  readonly name: "local" | "vertex";
  generateText(request: TextRequest): Promise<TextReply>;
  generateJson<S extends z.ZodMiniType>(request: JsonRequest<S>): Promise<JsonReply<z.infer<S>>>;
}

export type AiErrorKind =
  | "not_configured"
  | "timeout"
  | "rate_limited"
  | "unavailable"
  /** The configured model is retired or unknown (Vertex AI answers 404): only a new VERTEX_MODEL helps. */
  | "model_unavailable"
  | "invalid_response"
  | "blocked"
  | "rejected"
  | "unsupported";

/** Why a generation failed; callers turn it into a clear HTTP error. */
export class AiProviderError extends Error {
  constructor(
    readonly kind: AiErrorKind,
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = "AiProviderError";
  }
}

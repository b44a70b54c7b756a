import type { ChatMessageDoc } from "../contract/chat";
import type { EvaluatorOutput } from "../contract/incubator/rubric";
import type { SessionBrief } from "../contract/sessions/brief";
import type { AI_ERROR_KINDS } from "../contract/tutor";
import type { TutorInputs } from "./prompts";
import type { StepAnswer } from "./text-analysis/step-answer";

/** One turn of a conversation, as the tutor stores it. */
export type ChatTurn = Pick<ChatMessageDoc, "role" | "content">;

export interface TutorRequest extends TutorInputs {
  /** Earlier turns, oldest first; the caller bounds them. */
  history: ChatTurn[];
  message: string;
}

/** What answered: the served model version (Vertex AI's `modelVersion`), or the offline tutor's name. */
type Served = { modelVersion: string | null };
export type TextReply = Served & { text: string };
export type EvaluationReply = Served & { output: EvaluatorOutput };

/** The tutor: a reply to the learner's message under the saved configuration. */
export type Tutor = { generateText(request: TutorRequest): Promise<TextReply> };
/** An evaluator of Incubator answers: one criterion judgement each, never a score (the server computes it). */
export type Evaluator = { evaluate(request: StepAnswer): Promise<EvaluationReply> };
/** A coaching session's brief in a few sentences for the coach (features/coach-sessions). */
export type BriefSummariser = { summariseBrief(brief: SessionBrief): Promise<TextReply> };
/** The one AI interface, offline (`local.ts`) or Vertex AI (`vertex.ts`). */
export type AiProvider = Tutor & Evaluator & BriefSummariser & { readonly name: "local" | "vertex" };

export type AiErrorKind = Exclude<(typeof AI_ERROR_KINDS)[number], "unknown">;

/** Why a generation failed; callers turn it into a clear HTTP error (`errors.ts`). */
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

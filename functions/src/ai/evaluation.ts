import type { EvaluationOutcome } from "../contract/incubator/common";
import type { StepDoc } from "../contract/incubator/storage";
import {
  answerText,
  isPass,
  keepAnswerQuotes,
  PASS_SCORE,
  scoreRubric,
  type EvaluatorOutput,
  type Rubric,
} from "../contract/incubator/rubric";
import { gateAnswer, gatedOutput, type GateReason } from "./answer-gate";
import { generationError, resolveProvider, type AiFailureTexts } from "./errors";
import type { AiProvider } from "./provider";

// The Incubator's evaluation, for learners and the admin's preview (docs/evaluation.md): the
// evaluator judges and quotes; the server keeps quotes the answer holds and computes score and pass.

export const EVALUATION_FAILED =
  "Your answer could not be evaluated right now. It was saved, so you can try again in a moment.";
const EVALUATION_FAILURE: AiFailureTexts = {
  what: "Incubator evaluation",
  failed: EVALUATION_FAILED,
  notConfigured: "AI feedback is not available: it has not been configured yet. Please tell the SoloSensei team.",
  modelUnavailable: "AI feedback is not available: its AI model is no longer offered. Please tell the SoloSensei team.",
};

/** Stored as the model version of an answer the gate stopped: no evaluator read it. */
export const GATE_MODEL_VERSION = "answer-gate";

/** A step and its saved answer: a text step's text, or a multi step's items. */
export type EvaluationRequest = {
  step: Pick<StepDoc, "title" | "prompt" | "helperTips" | "successCriteria">;
  answer: string | string[];
  /** What the tutor wrote to the learner lately: an answer made of it is stopped, never sent to the AI. */
  tutorReplies?: readonly string[];
};
/** The provider, resolved on use so a missing configuration is a clear 503. */
export type EvaluationDependencies = { ai: () => AiProvider };

/** The verdict, its model, and why the answer gate stopped it (null when an evaluator judged it). */
type Outcome = EvaluationOutcome & { modelVersion: string | null; gateReason: GateReason | null };

/** Judges an answer against its step's rubric after the answer gate; AI failures become a clear 503. */
export async function evaluateAnswer(
  deps: EvaluationDependencies,
  { step, answer, tutorReplies = [] }: EvaluationRequest,
): Promise<Outcome> {
  const rubric = step.successCriteria;
  const request = { title: step.title, prompt: step.prompt, helperTips: step.helperTips, rubric, input: answer };
  const text = answerText(answer);
  const stopped = gateAnswer({ ...request, tutorReplies });
  if (stopped)
    return {
      ...outcomeOf(rubric, text, gatedOutput(request, stopped), GATE_MODEL_VERSION),
      gateReason: stopped.reason,
    };
  const provider = resolveProvider(deps.ai, EVALUATION_FAILURE);
  try {
    const reply = await provider.evaluate(request);
    return { ...outcomeOf(rubric, text, reply.output, reply.modelVersion), gateReason: null };
  } catch (error) {
    throw generationError(error, EVALUATION_FAILURE);
  }
}

/** The score and pass from the judgements (only criteria of the rubric, only quotes the answer holds). */
function outcomeOf(
  rubric: Rubric,
  text: string,
  output: EvaluatorOutput,
  modelVersion: string | null,
): Omit<Outcome, "gateReason"> {
  const known = output.judgements.filter((judgement) =>
    rubric.criteria.some((criterion) => criterion.id === judgement.criterionId),
  );
  const judgements = keepAnswerQuotes(text, known);
  const score = scoreRubric(rubric, judgements);
  return {
    passed: isPass(rubric, judgements, score),
    score,
    passScore: PASS_SCORE,
    feedback: {
      summary: output.summary,
      whatWorked: output.whatWorked,
      improve: output.improve,
      rewriteSuggestion: output.rewriteSuggestion,
    },
    nextHint: output.nextHint,
    // Every criterion of the rubric, one the evaluator skipped as missing.
    criteria: rubric.criteria.map((criterion) => {
      const judgement = judgements.find((entry) => entry.criterionId === criterion.id);
      return {
        criterionId: criterion.id,
        label: criterion.label,
        required: criterion.required,
        weight: criterion.weight,
        verdict: judgement?.verdict ?? "missing",
        quote: judgement?.quote ?? null,
        comment: judgement?.comment ?? "Not addressed in the answer.",
      };
    }),
    modelVersion,
  };
}

import { answerItems, answerText, type EvaluatorOutput, type Rubric } from "../../contract/incubator/rubric";
import { clip, straighten } from "./text";

/** An answer with its step's texts: what the answer gate and every evaluator read. */
export interface StepAnswer {
  title: string;
  prompt: string;
  helperTips: readonly string[];
  rubric: Rubric;
  /** A text answer, or a multi answer's items. */
  input: string | readonly string[];
  /** What the tutor wrote to this learner lately (the gate only: an evaluator never reads it). */
  tutorReplies?: readonly string[];
}

/** The step's own texts: an answer that repeats them is not the learner's own. */
export function stepTexts(step: Omit<StepAnswer, "input">): string[] {
  const texts = [step.title, step.prompt, step.rubric.aim, ...step.helperTips];
  for (const criterion of step.rubric.criteria) texts.push(criterion.label, criterion.description);
  return texts;
}

/** The answer as one text; `plain` straightens quotes (every index kept, so quotes still come from `answer`). */
export function readAnswer(request: StepAnswer) {
  const items = typeof request.input === "string" ? null : answerItems(request.input);
  const answer = answerText(request.input);
  return { answer, plain: straighten(answer), items, multi: items !== null };
}

/** The result of an answer no criterion was judged on: every one missing, the reason said plainly. */
export function unjudgedOutput(
  rubric: Rubric,
  why: { comment: string; summary: string; improve: string[]; rewriteSuggestion: string; nextHint: string },
): EvaluatorOutput {
  const comment = clip(why.comment, 400);
  return {
    judgements: rubric.criteria.map(({ id }) => ({
      criterionId: id,
      verdict: "missing" as const,
      quote: null,
      comment,
    })),
    summary: clip(why.summary, 600),
    whatWorked: [],
    improve: why.improve,
    rewriteSuggestion: why.rewriteSuggestion,
    nextHint: clip(why.nextHint, 300),
  };
}

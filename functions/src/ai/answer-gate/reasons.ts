import type { EvaluatorOutput, Rubric } from "../../contract/incubator/rubric";
import type { GateReason } from "../../contract/incubator/insights";

export type { GateReason };
import { unjudgedOutput } from "../text-analysis/step-answer";
import { clip } from "../text-analysis/text";

/** Why an answer is not judged, said to the learner. */
const REASON_TEXT = {
  empty: () => "The answer is empty.",
  placeholder: (answer: string) => `"${clip(answer, 40)}" is a placeholder, not an answer yet.`,
  lorem: () => "This is placeholder text (lorem ipsum), not your own answer.",
  repeated: () => "The answer is mostly the same characters, words or sentence repeated.",
  mashing: () => "This does not read as words and sentences yet.",
  pasted: () => "Most of this answer repeats the step's own prompt, tips or rubric rather than your own situation.",
  tutor_words: () =>
    "This reads like Sensei's example, not your own business: tell it with your own clients and numbers.",
  duplicates: () => "The list repeats the same items.",
  too_few_items: () => "The list has only one item; this step needs several.",
  bare_items: () => "Most items are a word or two, with no detail behind them.",
  keyword_salad: () => "This is a list of keywords, not sentences: say what you do, for whom, in your own words.",
  instructions: () =>
    "The answer contains instructions to the evaluator. Only your answer to the step is judged; write it for your client, not for the reviewer.",
  other_language: () =>
    "This answer is in another language and does not seem to be about this step. Answer the step's question about your own business.",
} satisfies Record<GateReason, (answer: string) => string>;

export type Gated = { reason: GateReason; message: string };

export const gated = (reason: GateReason, answer: string): Gated => ({ reason, message: REASON_TEXT[reason](answer) });

/** The normal failing result for a gated answer: nothing scored, the reason said plainly. */
export function gatedOutput(step: { prompt: string; rubric: Rubric }, verdict: Gated): EvaluatorOutput {
  const { rubric } = step;
  return unjudgedOutput(rubric, {
    comment: `Missing: ${verdict.message}`,
    summary: `${verdict.message} There is nothing to score yet. What good looks like: ${rubric.aim}`,
    improve: [
      clip(`Answer the prompt in your own words, about your own work: ${step.prompt}`, 300),
      `Aim for about ${rubric.minChars} characters.`,
    ],
    rewriteSuggestion:
      "There is no sentence of yours to improve yet. Write a first honest draft, even a rough one; the feedback gets specific once there is something real to work with.",
    nextHint: `Start with this: ${rubric.criteria[0]!.description}`,
  });
}

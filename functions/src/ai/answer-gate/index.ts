import { answerItems, answerText, type Rubric } from "../../contract/incubator-rubric";
import { copiedMask } from "../local-evaluator/copied";
import { analyse, loadEnglish } from "../local-evaluator/nlp";
import { straighten, words } from "../local-evaluator/text";
import { hasInstructions } from "./instructions";
import { junkReason } from "./junk";
import { languageOf, sharesStepWords } from "./language";
import { gated, type Gated } from "./reasons";
import { isKeywordSalad } from "./salad";

/**
 * The gate every Incubator answer passes before any evaluator (offline or Vertex AI) reads it.
 * It stops what is not an answer to judge: junk, the step's own texts pasted back, instructions
 * to the evaluator, keyword salad, and text in another language that is not about the step. A
 * stopped answer gets the normal failing result with its reason (reasons.ts); Vertex AI is never
 * asked to score it. Deterministic and offline.
 */

export interface GateRequest {
  title: string;
  prompt: string;
  helperTips: readonly string[];
  rubric: Rubric;
  /** A text answer, or a multi answer's items. */
  input: string | readonly string[];
}

/** An answer whose words come from the step's own texts at this share or more is pasted back. */
const PASTED_SHARE = 0.5;

/** A text whose words are mostly the step's own words, in any order, is made of them. */
const STEP_WORD_SHARE = 0.6;

function stepWordShare(answer: string, texts: readonly string[]): number {
  const vocabulary = new Set(words(texts.join(" ")));
  const list = words(answer);
  return list.length ? list.filter((word) => vocabulary.has(word)).length / list.length : 0;
}

/** The step's own texts: what a pasted-back answer copies. */
export function stepTexts(request: Omit<GateRequest, "input">): string[] {
  const texts = [request.title, request.prompt, request.rubric.aim, ...request.helperTips];
  for (const criterion of request.rubric.criteria) texts.push(criterion.label, criterion.description);
  return texts;
}

/** The words of the rubric's signals (detectors such as {money} and stem marks left out). */
const signalWords = (rubric: Rubric) =>
  rubric.criteria.flatMap((criterion) =>
    criterion.signals.filter((signal) => !signal.startsWith("{")).map((signal) => signal.replace(/\*$/, "")),
  );

/** Why the answer is not judged, or null when an evaluator should judge it. */
export function gateAnswer(request: GateRequest): Gated | null {
  const multi = typeof request.input !== "string";
  const items = multi ? answerItems(request.input as readonly string[]) : null;
  const answer = answerText(request.input);
  const plain = straighten(answer);

  const junk = junkReason(plain, items);
  if (junk) return gated(junk, answer);
  if (copiedMask(plain, stepTexts(request)).share >= PASTED_SHARE) return gated("pasted", answer);
  if (hasInstructions(plain)) return gated("instructions", answer);
  if (languageOf(plain) !== "eng") {
    // English keywords without grammar can look like another language; they are still the step's words.
    if (stepWordShare(plain, stepTexts(request)) >= STEP_WORD_SHARE) return gated("keyword_salad", answer);
    return sharesStepWords(plain, [...stepTexts(request), ...signalWords(request.rubric)])
      ? null
      : gated("other_language", answer);
  }
  if (isKeywordSalad(analyse(loadEnglish(), plain))) return gated("keyword_salad", answer);
  return null;
}

export { gatedOutput, type Gated, type GateReason } from "./reasons";

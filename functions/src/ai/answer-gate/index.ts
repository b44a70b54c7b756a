import type { Rubric } from "../../contract/incubator/rubric";
import { copiedMask, echoesTutor } from "../text-analysis/copied";
import { languageOf, sharesStepWords } from "../text-analysis/language";
import { analyse, FUNCTION_POS } from "../text-analysis/nlp";
import { readAnswer, stepTexts, type StepAnswer } from "../text-analysis/step-answer";
import { hasInstructions } from "./instructions";
import { junkReason } from "./junk";
import { gated, type Gated } from "./reasons";

// The gate every Incubator answer passes before any evaluator reads it (docs/evaluation.md): a
// stopped answer gets the normal failing result with its reason, and Vertex AI is never asked.

/** An answer whose words come from the step's own texts at this share or more is pasted back. */
const PASTED_SHARE = 0.5;
/** A text whose words are mostly the step's own words, in any order, is made of them. */
const STEP_WORD_SHARE = 0.6;
/** Keyword salad: written English, even a terse list, is a third grammar words; a text of 12 words or more under this share is none. */
const GRAMMAR_SHARE = 0.17;

/** The words of the rubric's signals (detectors such as {money} and stem marks left out). */
const signalWords = (rubric: Rubric) =>
  rubric.criteria.flatMap((criterion) =>
    criterion.signals.filter((signal) => !signal.startsWith("{")).map((signal) => signal.replace(/\*$/, "")),
  );

/** Why the answer is not judged, or null when an evaluator should judge it. */
export function gateAnswer(request: StepAnswer): Gated | null {
  const { answer, plain, items } = readAnswer(request);
  const texts = stepTexts(request);
  const junk = junkReason(plain, items);
  if (junk) return gated(junk, answer);
  if (copiedMask(plain, texts).share >= PASTED_SHARE) return gated("pasted", answer);
  if (echoesTutor(plain, request.tutorReplies ?? [])) return gated("tutor_words", answer);
  if (hasInstructions(plain)) return gated("instructions", answer);
  if (languageOf(plain) !== "eng") {
    // English keywords without grammar can look like another language; they are still the step's words.
    if (copiedMask(plain, texts, 1).share >= STEP_WORD_SHARE) return gated("keyword_salad", answer);
    return sharesStepWords(plain, [...texts, ...signalWords(request.rubric)]) ? null : gated("other_language", answer);
  }
  const words = analyse(plain).tokens.filter((token) => /\p{L}/u.test(token.text));
  const grammar = words.filter((token) => FUNCTION_POS.has(token.pos)).length;
  if (words.length >= 12 && grammar / words.length < GRAMMAR_SHARE) return gated("keyword_salad", answer);
  return null;
}

export { gatedOutput, type Gated, type GateReason } from "./reasons";

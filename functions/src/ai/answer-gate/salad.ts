import { FUNCTION_POS, type Analysis } from "../text-analysis/nlp";

// Keyword salad: written English, even a terse list, is about a third grammar words; keywords have none.

/** Under this share of grammar words, a text of MIN_WORDS or more is not sentences. */
const GRAMMAR_SHARE = 0.17;
const MIN_WORDS = 12;

export function isKeywordSalad(analysis: Analysis): boolean {
  const words = analysis.tokens.filter((token) => /\p{L}/u.test(token.text));
  if (words.length < MIN_WORDS) return false;
  return words.filter((token) => FUNCTION_POS.has(token.pos)).length / words.length < GRAMMAR_SHARE;
}

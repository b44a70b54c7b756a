import { FUNCTION_POS, type Analysis } from "../text-analysis/nlp";

/**
 * Keyword salad: the right words with no sentence around them. Written English, even a terse
 * list, carries grammar words (articles, prepositions, pronouns, auxiliaries): about a third of
 * its words. A run of keywords has almost none.
 */

/** Under this share of grammar words, a text of MIN_WORDS or more is not sentences. */
const GRAMMAR_SHARE = 0.17;
const MIN_WORDS = 12;

export function isKeywordSalad(analysis: Analysis): boolean {
  const words = analysis.tokens.filter((token) => /\p{L}/u.test(token.text));
  if (words.length < MIN_WORDS) return false;
  return words.filter((token) => FUNCTION_POS.has(token.pos)).length / words.length < GRAMMAR_SHARE;
}

/**
 * The form a step asks for in so many words: "Write your offer in one or two sentences", "Your
 * one-sentence offer". An answer of many more sentences than that is another kind of text (a
 * whole profile handed in as the offer): it may carry the criteria's words, but not in the form
 * the step asks for, so no criterion is fully met.
 */

const COUNTS: Record<string, number> = { a: 1, one: 1, two: 2, three: 3, four: 4, five: 5 };
const ASKED = /(?<!\p{L})(a|one|two|three|four|five)(?:\s+or\s+(two|three|four|five))?[\s-]+sentences?(?!\p{L})/giu;

/** Twice the sentences asked for is still the form (a line added, a sentence split in two); more is not. */
const LONG_FACTOR = 2;

/** The most sentences the step's title or prompt asks for, or null when they name no number. */
export function sentencesAsked(texts: readonly string[]): number | null {
  const counts = [...texts.join("\n").matchAll(ASKED)].map((match) => COUNTS[(match[2] ?? match[1]!).toLowerCase()]!);
  return counts.length ? Math.max(...counts) : null;
}

/** Whether a text answer of `sentences` sentences runs well past the sentences the step asks for. */
export function pastTheForm(asked: number | null, sentences: number): boolean {
  return asked !== null && sentences > asked * LONG_FACTOR;
}

// The sentences a step asks for ("your offer in one or two sentences"): an answer of many more is
// another kind of text, so no criterion is fully met.

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

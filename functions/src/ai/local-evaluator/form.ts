// The sentences a step asks for ("your offer in one or two sentences"): an answer of many more is
// another kind of text, so no criterion is fully met.

const COUNTS: Record<string, number> = { a: 1, one: 1, two: 2, three: 3, four: 4, five: 5 };
const ASKED = /(?<!\p{L})(a|one|two|three|four|five)(?:\s+or\s+(two|three|four|five))?[\s-]+sentences?(?!\p{L})/giu;

/** The most sentences the step's title or prompt asks for, or null when they name no number. */
export function sentencesAsked(texts: readonly string[]): number | null {
  const counts = [...texts.join("\n").matchAll(ASKED)].map((match) => COUNTS[(match[2] ?? match[1]!).toLowerCase()]!);
  return counts.length ? Math.max(...counts) : null;
}

/** The sentences asked for, when a text of `sentences` runs past twice that (a line added is still the form). */
export function pastTheForm(texts: readonly string[], sentences: number): number | null {
  const asked = sentencesAsked(texts);
  return asked !== null && sentences > asked * 2 ? asked : null;
}

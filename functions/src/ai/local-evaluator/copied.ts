import { straighten, words, wordsWithSpans, type Span } from "./text";

/**
 * Text copied from the step (its prompt, tips, rubric): it is not the learner's own, so it is
 * blanked before judging, and an answer that is mostly copied is sent back.
 */

/** Runs of this many words shared with the step's own texts count as copied (shorter ones are common phrases). */
const GRAM = 5;

/** Marks the answer's words that belong to a run copied from the step's own texts, and their share. */
export function copiedMask(answer: string, sources: readonly string[]): { copied: Span[]; share: number } {
  const grams = new Set<string>();
  for (const source of sources) {
    const list = words(straighten(source));
    for (let index = 0; index + GRAM <= list.length; index += 1) grams.add(list.slice(index, index + GRAM).join(" "));
  }
  const answerWords = wordsWithSpans(answer);
  const copiedWord = answerWords.map(() => false);
  for (let index = 0; index + GRAM <= answerWords.length; index += 1) {
    const gram = answerWords
      .slice(index, index + GRAM)
      .map((entry) => entry.word)
      .join(" ");
    if (grams.has(gram)) for (let offset = 0; offset < GRAM; offset += 1) copiedWord[index + offset] = true;
  }
  const copied = answerWords.filter((_, index) => copiedWord[index]);
  return {
    copied: copied.map(({ start, end }) => ({ start, end })),
    share: answerWords.length ? copied.length / answerWords.length : 0,
  };
}

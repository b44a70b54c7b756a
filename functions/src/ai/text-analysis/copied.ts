import { straighten, words, wordsWithSpans, type Span } from "./text";
import type { Analysis } from "./nlp";

// Text copied from the step is not the learner's own: the gate stops an answer made of it, the
// offline evaluator blanks it. The step's words used as headings ("Done:") are no evidence.

// Marks the answer's words that belong to a run of `gram` words of the step's own texts, and their
// share: runs of 5 are copied (shorter ones are common phrases); single words are the step's vocabulary.
export function copiedMask(answer: string, sources: readonly string[], gram = 5): { copied: Span[]; share: number } {
  const runs = (list: string[]) =>
    list.slice(0, Math.max(0, list.length - gram + 1)).map((_, at) => list.slice(at, at + gram).join(" "));
  const stepRuns = new Set(sources.flatMap((source) => runs(words(straighten(source)))));
  const answerWords = wordsWithSpans(answer);
  const copiedWord = answerWords.map(() => false);
  runs(answerWords.map((entry) => entry.word)).forEach((run, at) => {
    if (stepRuns.has(run)) copiedWord.fill(true, at, at + gram);
  });
  const copied = answerWords.filter((_, index) => copiedWord[index]);
  return {
    copied: copied.map(({ start, end }) => ({ start, end })),
    share: answerWords.length ? copied.length / answerWords.length : 0,
  };
}

/** Words between quotation marks in a tutor's reply are the learner's own (a reply keeps a quote's marks only when their words hold it). */
const unquoted = (reply: string) => straighten(reply).replace(/"[^"\n]*"/g, " ");

/** The share of an answer's words standing in runs of 6 words the tutor wrote: at this share, it reads as the tutor's. */
const TUTOR_SHARE = 0.3;

/**
 * Whether the answer is mostly the tutor's words to this learner (an example pasted back): long runs
 * shared with its replies. A quote of a few words, or everyday phrases (shorter runs), is not.
 */
export const echoesTutor = (answer: string, replies: readonly string[]) =>
  replies.length > 0 && copiedMask(answer, replies.map(unquoted), 6).share >= TUTOR_SHARE;

const CONTENT = new Set(["NOUN", "VERB", "ADJ", "ADV", "PROPN"]);

/** The longest heading ("Needed from you:"). */
const HEADING_WORDS = 3;

// For every token, whether it is a heading of the step's own words: up to three words opening a
// sentence or line before a colon ("Headline:"). It names a part, and says nothing of what it holds.
export function headingTokens(text: string, analysis: Analysis, stepWords: Set<string>): boolean[] {
  const { tokens } = analysis;
  const headings = tokens.map(() => false);
  tokens.forEach((token, index) => {
    if (text[token.end] !== ":" || /\d/.test(text[token.end + 1] ?? "")) return;
    let first = index;
    const gapBefore = (at: number) =>
      at === 0 ? text.slice(0, tokens[0]!.start) : text.slice(tokens[at - 1]!.end, tokens[at]!.start);
    while (first > 0 && index - first < HEADING_WORDS - 1 && !/[\n.!?:;,]/.test(gapBefore(first))) first -= 1;
    if (first > 0 && !/[\n.!?:]/.test(gapBefore(first))) return;
    const heading = tokens.slice(first, index + 1);
    // "Not included:" says something of what follows (it is left out): a statement, not a part's name.
    if (heading.some((entry) => /^(?:not|no|never|n't)$/.test(entry.text))) return;
    const content = heading.filter((entry) => CONTENT.has(entry.pos));
    if (content.length && content.every((entry) => stepWords.has(entry.text) || stepWords.has(entry.lemma)))
      headings.fill(true, first, index + 1);
  });
  return headings;
}

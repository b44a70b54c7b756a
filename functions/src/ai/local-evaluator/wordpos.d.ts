// wordpos ships no types: the part of its API the thesaurus uses.
declare module "wordpos" {
  interface Synset {
    pos: string;
    lexName: string;
    synonyms: string[];
    ptrs: { pointerSymbol: string; synsetOffset: string; pos: string }[];
  }
  class WordPOS {
    seek(offset: string, pos: string): Promise<Synset>;
    /** The index and data files of one part of speech (n, v, a, r). */
    getFilesFor(pos: string): { index: { lookup(word: string): Promise<{ synsetOffset: string[] } | null> } };
  }
  export = WordPOS;
}

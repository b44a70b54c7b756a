// wordpos ships no types: the part of its API the thesaurus uses.
declare module "wordpos" {
  interface Synset {
    pos: string;
    lexName: string;
    synonyms: string[];
    ptrs: { pointerSymbol: string; synsetOffset: string; pos: string }[];
  }
  class WordPOS {
    lookup(word: string): Promise<Synset[]>;
    seek(offset: string, pos: string): Promise<Synset>;
  }
  export = WordPOS;
}

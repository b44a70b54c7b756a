// wordpos ships no types: the part of its API the thesaurus uses.
declare module "wordpos" {
  interface Synset {
    pos: string;
    lexName: string;
    synonyms: string[];
  }
  class WordPOS {
    lookup(word: string): Promise<Synset[]>;
  }
  export = WordPOS;
}

import type { Analysis, Token } from "../text-analysis/nlp";

/** A detector a rubric may name in its signals ({money}...): where it first shows in the answer, or null. */
type Detector = (own: string, analysis: Analysis, allowed: (tokenIndex: number) => boolean) => number | null;

const NUMBER_WORDS =
  "two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand|dozen|half";
const UNITS = "minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|quarters?";
const DAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday";
// "may" is left out: as a verb it is far more common than the month.
const MONTHS = "january|february|march|april|june|july|august|september|october|november|december";

/** Detectors found by a pattern or by the English model's entities (amounts, dates, durations written any way). */
const MEASURED: Record<string, { pattern: RegExp; entities: string[] }> = {
  "{number}": {
    pattern: new RegExp(`(?<![\\p{L}\\p{N}])(?:\\d+(?:[.,]\\d+)*k?|${NUMBER_WORDS})(?![\\p{L}\\p{N}])`, "giu"),
    entities: ["CARDINAL", "MONEY", "PERCENT", "DURATION"],
  },
  "{money}": {
    entities: ["MONEY"],
    pattern: new RegExp(
      `[$€£¥]\\s?\\d|\\d[\\d.,]*\\s?(?:k|usd|eur|gbp|dollars?|euros?|pounds?|bucks|grand|quid|p)(?![\\p{L}])|\\d[\\d.,]*\\s?(?:/|per|an|a)\\s?(?:hour|hr|day|month|session|project|year|person|head|mile|visit|time|go)`,
      "giu",
    ),
  },
  "{percent}": { pattern: /\d+\s?%|\bper ?cent\b/giu, entities: ["PERCENT"] },
  "{time}": {
    entities: ["DATE", "TIME", "DURATION"],
    pattern: new RegExp(
      [
        `\\d+\\s?(?:-\\s?\\d+\\s?)?(?:${UNITS})(?![\\p{L}])`,
        `\\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|a|an|few|couple of)\\s(?:${UNITS})(?![\\p{L}])`,
        `\\b(?:daily|weekly|monthly|quarterly|yearly|annually|fortnightly|tomorrow|tonight|weekends?)\\b`,
        `\\b(?:${DAYS})s?\\b`,
        `\\b(?:${MONTHS})\\b`,
        `\\b(?:next|this|every|each|per|a) (?:week|month|day|year|quarter|morning|evening)\\b`,
        `\\bby (?:the )?end of\\b`,
        `\\b\\d{1,2}(?::\\d{2})?\\s?(?:am|pm)\\b`,
        `\\b\\d{1,2}:\\d{2}\\b`,
      ].join("|"),
      "giu",
    ),
  },
};

/** Words around a plain number that make it a price: the number is then an amount of money. */
const PRICE_WORDS = new Set(
  "price charge ask cost pay fee quote earn bill spend budget income rate worth save".split(" "),
);

type Excluded = (match: RegExpMatchArray, own: string, analysis: Analysis) => boolean;

/** A figure in thousands that names what it counts ("5k followers") is a count, not money ("10k a year"). */
const countsThousands: Excluded = (match, own, analysis) => {
  if (!/\dk$/i.test(match[0])) return false;
  const end = match.index! + match[0].length;
  const next = analysis.tokens.find((entry) => entry.start >= end);
  return next?.pos === "NOUN" && /^[\s-]$/.test(own.slice(end, next.start));
};

/** The earliest of some positions, or null. */
export function earliest(...positions: (number | null)[]): number | null {
  const found = positions.filter((position) => position !== null);
  return found.length ? Math.min(...found) : null;
}

/** Where the first token passing `test` starts, or null. */
export const firstToken = (analysis: Analysis, test: (token: Token, index: number) => boolean) =>
  analysis.tokens.find(test)?.start ?? null;

/** Which token a match belongs to: by default the first it overlaps. */
export type TokenOf = (analysis: Analysis, start: number, end: number) => number;
const overlapped: TokenOf = (analysis, start, end) =>
  analysis.tokens.findIndex((entry) => entry.end > start && entry.start < end);
/** A mark such as "?" belongs to the word before it. */
const lastBefore: TokenOf = (analysis, _start, end) => analysis.tokens.filter((entry) => entry.start < end).length - 1;
const holding: TokenOf = (analysis, start) =>
  analysis.tokens.findIndex((entry) => entry.start <= start && entry.end > start);

/** The first match in an allowed token (or, with no token there, anywhere). */
export function firstMatch(
  pattern: RegExp,
  { own, analysis, allowed }: { own: string; analysis: Analysis; allowed: (index: number) => boolean },
  tokenOf: TokenOf = overlapped,
  excluded?: Excluded,
) {
  pattern.lastIndex = 0;
  for (const match of own.matchAll(pattern)) {
    if (excluded?.(match, own, analysis)) continue;
    const token = tokenOf(analysis, match.index, match.index + match[0].length);
    if (token < 0 || allowed(token)) return match.index;
  }
  return null;
}

const entityOrPattern =
  (signal: string, excluded?: Excluded): Detector =>
  (own, analysis, allowed) =>
    earliest(
      firstMatch(MEASURED[signal]!.pattern, { own, analysis, allowed }, overlapped, excluded),
      firstToken(
        analysis,
        (token, index) =>
          token.entity !== null &&
          MEASURED[signal]!.entities.includes(token.entity) &&
          allowed(index) &&
          own.slice(token.start, token.end).trim() !== "",
      ),
    );

/** A plain number in a sentence about a price: "I'll ask 950", "the course is 120 a person". */
const amount: Detector = (own, analysis, allowed) => {
  const priced = new Set(
    analysis.tokens.filter((token) => PRICE_WORDS.has(token.lemma)).map((token) => token.sentence),
  );
  return firstToken(
    analysis,
    (token, at) =>
      token.pos === "NUM" &&
      priced.has(token.sentence) &&
      allowed(at) &&
      /\d{2,}/.test(own.slice(token.start, token.end)),
  );
};

/** A capitalised name inside a sentence (a capital after a sentence start is grammar). */
const name: Detector = (own, analysis, allowed) =>
  firstMatch(
    /\p{Lu}[\p{L}'-]+/gu,
    { own, analysis, allowed },
    holding,
    (match) => /^I(?:'|$)/.test(match[0]) || /(?:^|[.!?:;"\n(•*-])\s*$/u.test(own.slice(0, match.index)),
  );

const money = entityOrPattern("{money}", countsThousands);

/** An ask of the reader: a question, or a polite request ("please send", "could you pick"). */
const REQUEST = /\?|\b(?:please|could you|can you|would you|will you|let me know)\b/giu;

/** Two or more words inside quotation marks; an apostrophe inside a word ("I'd") is none. */
const SPEECH = /"[^"\n]*?\p{L}+\s+\p{L}[^"\n]*?"|(?<![\p{L}\p{N}])'[^'\n]*?\p{L}+\s+\p{L}[^'\n]*?'(?![\p{L}])/gu;

/** A question in a person's voice or in a text written to somebody; not a quiz question about the world. */
const PERSON = /(?<![\p{L}'])(?:you|your|yours|yourself|i|me|my|we|us|our)(?![\p{L}])/iu;
const ADDRESSED = /(?<![\p{L}'])(?:you|your|yours|yourself)(?![\p{L}])/iu;
const question: Detector = (own) => {
  const addressed = ADDRESSED.test(own);
  for (const match of own.matchAll(/[^.!?\n]*\?/g))
    if (addressed || PERSON.test(match[0])) return match.index + match[0].length - 1;
  return null;
};

export const DETECTORS: Record<string, Detector> = {
  "{number}": entityOrPattern("{number}"),
  "{money}": (own, analysis, allowed) => earliest(money(own, analysis, allowed), amount(own, analysis, allowed)),
  "{percent}": entityOrPattern("{percent}"),
  "{time}": entityOrPattern("{time}"),
  "{question}": question,
  "{name}": name,
  "{request}": (own, analysis, allowed) => firstMatch(REQUEST, { own, analysis, allowed }, lastBefore),
  "{speech}": (own, analysis, allowed) => firstMatch(SPEECH, { own, analysis, allowed }, lastBefore),
};

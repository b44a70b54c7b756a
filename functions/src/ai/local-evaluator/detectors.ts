import type { Analysis } from "../text-analysis/nlp";

/**
 * The detectors a rubric may name in its signals ({number}, {money}, {percent}, {time}, {name},
 * {question}, {request}, {speech}): where each first shows in the answer. The English model's entities find amounts,
 * dates and durations written any way; a plain number counts as money when its sentence speaks
 * of a price ("I'll ask 950"). Each returns a position in the answer, or null.
 */

export type Detector = (own: string, analysis: Analysis, allowed: (tokenIndex: number) => boolean) => number | null;

const NUMBER_WORDS =
  "two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand|dozen|half";
const UNITS = "minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|quarters?";
const DAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday";
// "may" is left out: as a verb it is far more common than the month.
const MONTHS = "january|february|march|april|june|july|august|september|october|november|december";

const PATTERNS: Record<string, RegExp> = {
  "{number}": new RegExp(`(?<![\\p{L}\\p{N}])(?:\\d+(?:[.,]\\d+)*k?|${NUMBER_WORDS})(?![\\p{L}\\p{N}])`, "giu"),
  "{money}": new RegExp(
    `[$€£¥]\\s?\\d|\\d[\\d.,]*\\s?(?:k|usd|eur|gbp|dollars?|euros?|pounds?|bucks|grand|quid|p)(?![\\p{L}])|\\d[\\d.,]*\\s?(?:/|per|an|a)\\s?(?:hour|hr|day|month|session|project|year|person|head|mile|visit|time|go)`,
    "giu",
  ),
  "{percent}": /\d+\s?%|\bper ?cent\b/giu,
  "{time}": new RegExp(
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
  "{question}": /\?/g,
};

const ENTITIES: Record<string, Set<string>> = {
  "{number}": new Set(["CARDINAL", "MONEY", "PERCENT", "DURATION"]),
  "{money}": new Set(["MONEY"]),
  "{percent}": new Set(["PERCENT"]),
  "{time}": new Set(["DATE", "TIME", "DURATION"]),
};

/** Words around a plain number that make it a price: the number is then an amount of money. */
const PRICE_WORDS = new Set([
  "price",
  "charge",
  "ask",
  "cost",
  "pay",
  "fee",
  "quote",
  "earn",
  "bill",
  "spend",
  "budget",
  "income",
  "rate",
  "worth",
  "save",
]);

/** Whether a match of a detector's pattern is not what the detector finds after all. */
type Excluded = (match: RegExpMatchArray, own: string, analysis: Analysis) => boolean;

/**
 * A figure in thousands that names what it counts ("a 10k time", "5k followers", "a 5k run") is a
 * count of that thing, not money; "10k a year" and "10k." are money.
 */
const countsThousands: Excluded = (match, own, analysis) => {
  if (!/\dk$/i.test(match[0])) return false;
  const end = match.index! + match[0].length;
  const next = analysis.tokens.find((entry) => entry.start >= end);
  return next?.pos === "NOUN" && /^[\s-]$/.test(own.slice(end, next.start));
};

/** The first place the pattern matches in an allowed token (or, with no token there, anywhere). */
function firstMatch(
  pattern: RegExp,
  own: string,
  analysis: Analysis,
  allowed: (index: number) => boolean,
  excluded?: Excluded,
) {
  pattern.lastIndex = 0;
  for (const match of own.matchAll(pattern)) {
    if (excluded?.(match, own, analysis)) continue;
    const token = analysis.tokens.findIndex(
      (entry) => entry.end > match.index && entry.start < match.index + match[0].length,
    );
    if (token < 0 || allowed(token)) return match.index;
  }
  return null;
}

function entityOrPattern(signal: string, excluded?: Excluded): Detector {
  return (own, analysis, allowed) => {
    const types = ENTITIES[signal];
    const pattern = firstMatch(PATTERNS[signal]!, own, analysis, allowed, excluded);
    const entity = types
      ? analysis.tokens.findIndex(
          (token, index) =>
            token.entity !== null &&
            types.has(token.entity) &&
            allowed(index) &&
            own.slice(token.start, token.end).trim() !== "",
        )
      : -1;
    const positions = [pattern, entity >= 0 ? analysis.tokens[entity]!.start : null].filter((value) => value !== null);
    return positions.length ? Math.min(...positions) : null;
  };
}

/** A plain number in a sentence about a price: "I'll ask 950", "the course is 120 a person". */
const amount: Detector = (own, analysis, allowed) => {
  const priced = new Set(
    analysis.tokens.filter((token) => PRICE_WORDS.has(token.lemma)).map((token) => token.sentence),
  );
  const index = analysis.tokens.findIndex(
    (token, at) =>
      token.pos === "NUM" &&
      priced.has(token.sentence) &&
      allowed(at) &&
      /\d{2,}/.test(own.slice(token.start, token.end)),
  );
  return index >= 0 ? analysis.tokens[index]!.start : null;
};

/** A capitalised name inside a sentence: a person, place, company or tool (a capital after a sentence start is grammar). */
const name: Detector = (own, analysis, allowed) => {
  for (const match of own.matchAll(/\p{Lu}[\p{L}'-]+/gu)) {
    if (/^I(?:'|$)/.test(match[0])) continue;
    if (/(?:^|[.!?:;"\n(•*-])\s*$/u.test(own.slice(0, match.index))) continue;
    const token = analysis.tokens.findIndex((entry) => entry.start <= match.index && entry.end > match.index);
    if (token < 0 || allowed(token)) return match.index;
  }
  return null;
};

const money = entityOrPattern("{money}", countsThousands);

/** An ask of the reader: a question, or a polite request ("please send", "could you pick"). */
const REQUEST = /\?|\b(?:please|could you|can you|would you|will you|let me know)\b/giu;

/**
 * Somebody's words given as said: two or more words inside quotation marks ("I'd rather pay
 * double", 'just thick'). An apostrophe inside a word ("I'd", "Sue's") is not a quotation mark.
 */
const SPEECH = /"[^"\n]*?\p{L}+\s+\p{L}[^"\n]*?"|(?<![\p{L}\p{N}])'[^'\n]*?\p{L}+\s+\p{L}[^'\n]*?'(?![\p{L}])/gu;

/** The first match whose words are allowed; a mark such as "?" belongs to the word before it. */
const matched =
  (pattern: RegExp): Detector =>
  (own, analysis, allowed) => {
    pattern.lastIndex = 0;
    for (const match of own.matchAll(pattern)) {
      const end = match.index + match[0].length;
      let token = -1;
      while (analysis.tokens[token + 1] && analysis.tokens[token + 1]!.start < end) token += 1;
      if (token < 0 || allowed(token)) return match.index;
    }
    return null;
  };

/**
 * A question put to a person or asked in a person's voice: it speaks to the listener ("how did
 * you...?", "tell me..."), is somebody's own ("what can I do?"), or stands in a text written to
 * somebody ("Would a quick call on Friday be useful?" in a message that says "you"). A quiz
 * question about the world ("which river flows through Budapest?") is not one a learner asks a
 * client, nor one a client asks.
 */
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
  "{money}": (own, analysis, allowed) => {
    const positions = [money(own, analysis, allowed), amount(own, analysis, allowed)].filter((value) => value !== null);
    return positions.length ? Math.min(...positions) : null;
  },
  "{percent}": entityOrPattern("{percent}"),
  "{time}": entityOrPattern("{time}"),
  "{question}": question,
  "{name}": name,
  "{request}": matched(REQUEST),
  "{speech}": matched(SPEECH),
};

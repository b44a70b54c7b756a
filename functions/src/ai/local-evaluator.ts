import {
  answerItems,
  answerText,
  isPass,
  scoreRubric,
  type EvaluatorOutput,
  type Judgement,
  type Rubric,
  type RubricCriterion,
  type Verdict,
} from "../contract/incubator-rubric";

/**
 * The offline evaluator of Incubator answers (DECISIONS.md "AI": `local` is deterministic and
 * rubric-based): no network, no model, the same answer for the same input. The Incubator's
 * evaluation hands it to `AiProvider.generateJson({offline})`, so the emulator and the tests
 * judge answers without Vertex AI.
 *
 * How it judges: junk (empty, placeholders such as 'idk', lorem ipsum, repeated characters or
 * words, keyboard mashing, the step's own prompt or tips pasted back, lists of empty, repeated or
 * one-word items) gets every criterion missing. Otherwise each criterion is met when the
 * learner's own words (text copied from the step does not count) show at least two of its signals
 * (see `signals` in contract/incubator-rubric.ts; without signals, words of its label and
 * description), partly met with one, missing with none; an answer under half of `minChars` is at
 * most partly met. Quotes are the clause, sentence or list item of the answer that carried the evidence.
 */

export interface LocalEvaluationRequest {
  /** The step's texts: an answer that mostly repeats them is not the learner's own. */
  title: string;
  prompt: string;
  helperTips: readonly string[];
  rubric: Rubric;
  /** A text answer, or a multi answer's items (trimmed and emptied here, as the contract says). */
  input: string | readonly string[];
}

/** An answer under this share of `minChars` is too short for any criterion to be fully met. */
const SHORT_SHARE = 0.5;
/** An answer whose words come from the step's own texts at this share or more is pasted back. */
const PASTED_SHARE = 0.5;
const QUOTE_MAX = 160;
const SHOWN_QUOTE_MAX = 90;

// ---------------------------------------------------------------------------------------------
// Text helpers

interface Span {
  start: number;
  end: number;
}

/** Curly quotes become straight ones so signals such as `"` and `i'll` match either. */
const straighten = (value: string) => value.replace(/[\u2018\u2019]/g, "'").replace(/[\u201C\u201D]/g, '"');

const WORD = /[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu;

function wordsWithSpans(value: string): (Span & { word: string })[] {
  return [...value.matchAll(WORD)].map((match) => ({
    word: match[0].toLowerCase(),
    start: match.index,
    end: match.index + match[0].length,
  }));
}

const words = (value: string) => wordsWithSpans(value).map((entry) => entry.word);

/** Sentences of a text answer, or the items of a multi answer (one per line), as spans of the answer. */
function segmentsOf(answer: string, multi: boolean): Span[] {
  const pattern = multi ? /[^\n]+/g : /[^.!?\n]+(?:[.!?]+|$)/g;
  const spans: Span[] = [];
  for (const match of answer.matchAll(pattern)) {
    const raw = match[0];
    // A sentence that ended inside quotation marks leaves the closing mark to the next one.
    const lead = raw.length - raw.replace(/^[\s'"\u2019\u201D)]+/, "").length;
    const start = match.index + lead;
    const end = match.index + raw.trimEnd().length;
    if (end > start) spans.push({ start, end });
  }
  return spans;
}

const clip = (value: string, max: number) => (value.length <= max ? value : `${value.slice(0, max - 3).trimEnd()}...`);
const wordCount = (value: string) => value.split(/\s+/).filter(Boolean).length;

/**
 * The words of the answer a judgement rests on: the clause around `at` (between commas, colons,
 * dashes...) when it says enough on its own, else the sentence, cut to QUOTE_MAX at word
 * boundaries. Always a substring of the answer.
 */
function quoteAround(answer: string, segment: Span, at: number): string {
  const text = answer.slice(segment.start, segment.end);
  const offset = at - segment.start;
  const breaks = [...text.matchAll(/[,;:()]|\s[-\u2013\u2014]\s/g)].map((match) => match.index);
  const clauseStart = Math.max(0, ...breaks.filter((index) => index < offset).map((index) => index + 1));
  const clauseEnd = Math.min(text.length, ...breaks.filter((index) => index >= offset));
  const clause = text.slice(clauseStart, clauseEnd).trim();
  if (wordCount(clause) >= 4 && clause.length <= QUOTE_MAX) return clause.replace(/^[-\u2013\u2014]\s*/, "");
  if (text.length <= QUOTE_MAX) return text.trim();
  let start = offset < QUOTE_MAX - 30 ? 0 : Math.max(0, Math.min(offset - 40, text.length - QUOTE_MAX));
  let end = Math.min(text.length, start + QUOTE_MAX);
  while (start > 0 && start < offset && /\S/.test(text[start - 1] ?? "")) start += 1;
  while (end < text.length && end > start && /\S/.test(text[end] ?? "")) end -= 1;
  return text.slice(start, end).trim();
}

// ---------------------------------------------------------------------------------------------
// Signals

const NUMBER_WORDS =
  "two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand|dozen|half";
const UNITS = "minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|quarters?";
const DAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday";
// "may" is left out: as a verb it is far more common than the month.
const MONTHS = "january|february|march|april|june|july|august|september|october|november|december";

/** The built-in detectors a rubric may name in its signals. */
const DETECTORS: Record<string, RegExp> = {
  "{number}": new RegExp(`(?<![\\p{L}\\p{N}])(?:\\d+(?:[.,]\\d+)*k?|${NUMBER_WORDS})(?![\\p{L}\\p{N}])`, "giu"),
  "{money}": new RegExp(
    `[$€£¥]\\s?\\d|\\d[\\d.,]*\\s?(?:k|usd|eur|gbp|dollars?|euros?|pounds?|bucks)(?![\\p{L}])|\\d[\\d.,]*\\s?(?:/|per|an|a)\\s?(?:hour|hr|day|month|session|project|year)`,
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

/** Capitalised words inside a sentence: names of people, places, companies and tools. */
function findName(text: string): number | null {
  for (const match of text.matchAll(/\p{Lu}[\p{L}'-]+/gu)) {
    if (/^I(?:'|$)/.test(match[0])) continue;
    // A capital after the start of a sentence, line or bullet is just grammar.
    if (/(?:^|[.!?:;"\n(•*-])\s*$/u.test(text.slice(0, match.index))) continue;
    return match.index;
  }
  return null;
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A signal as a pattern: words match whole (a trailing `*` allows any ending), phrases across any spacing. */
function signalPattern(signal: string): RegExp {
  const star = signal.endsWith("*");
  const body = star ? signal.slice(0, -1) : signal;
  const core = body.trim().split(/\s+/).map(escape).join("\\s+");
  const head = /^[\p{L}\p{N}]/u.test(body) ? "(?<![\\p{L}\\p{N}])" : "";
  const tail = star ? "[\\p{L}\\p{N}'-]*" : /[\p{L}\p{N}]$/u.test(body) ? "(?![\\p{L}\\p{N}])" : "";
  return new RegExp(`${head}${core}${tail}`, "iu");
}

function findSignal(signal: string, own: string): number | null {
  if (signal === "{name}") return findName(own);
  const detector = DETECTORS[signal];
  if (detector) {
    detector.lastIndex = 0;
    const match = detector.exec(own);
    return match ? match.index : null;
  }
  const match = signalPattern(straighten(signal).toLowerCase()).exec(own.toLowerCase());
  return match ? match.index : null;
}

/** Short everyday words: they tell sentences from noise, and never count as evidence. */
const STOPWORDS = new Set(
  (
    "the a an and or but to of in on at for with from by is are was were be been being i you he she it we they " +
    "my your our their me them us this that these those have has had do does did not no so if as what who how " +
    "when why which will would can could about into than then there here all more most get one also just very " +
    "its it's i'm i'll i've don't can't each other some any only out up"
  ).split(" "),
);

/** A criterion's signals; one an admin wrote without any falls back to words of its label and description. */
function signalsOf(criterion: RubricCriterion): string[] {
  if (criterion.signals.length > 0) return criterion.signals;
  const keywords = words(`${criterion.label} ${criterion.description}`).filter(
    (word) => word.length >= 4 && !STOPWORDS.has(word),
  );
  return [...new Set(keywords.map((word) => (word.length > 5 ? `${word.slice(0, 5)}*` : word)))];
}

// ---------------------------------------------------------------------------------------------
// Junk

type JunkReason =
  "empty" | "placeholder" | "lorem" | "repeated" | "mashing" | "pasted" | "duplicates" | "too_few_items" | "bare_items";

const JUNK_TEXT: Record<JunkReason, (answer: string) => string> = {
  empty: () => "The answer is empty.",
  placeholder: (answer) => `"${clip(answer, 40)}" is a placeholder, not an answer yet.`,
  lorem: () => "This is placeholder text (lorem ipsum), not your own answer.",
  repeated: () => "The answer is mostly the same characters or words repeated.",
  mashing: () => "This does not read as words and sentences yet.",
  pasted: () => "Most of this answer repeats the step's own prompt or tips rather than your own situation.",
  duplicates: () => "The list repeats the same items.",
  too_few_items: () => "The list has only one item; this step needs several.",
  bare_items: () => "Most items are a word or two, with no detail behind them.",
};

const PLACEHOLDER =
  /^(?:idk|i ?dont ?know|i do not know|dunno|no ?idea|not sure|n ?a|none|nothing|nil|null|test(?:ing)?|todo|tbd|tbc|ok|okay|yes|no|maybe|blah(?: blah)*|whatever|skip|later|pass|lol|hello|hi|hey|answer|my answer|something|stuff|x+|a+|\?+)$/;

const KEYBOARD_RUNS = [
  "qwer",
  "wert",
  "erty",
  "asdf",
  "sdfg",
  "dfgh",
  "fghj",
  "ghjk",
  "hjkl",
  "zxcv",
  "xcvb",
  "cvbn",
  "vbnm",
  "uiop",
  "yuio",
];

function isImplausibleWord(word: string): boolean {
  if (!/^\p{L}+$/u.test(word) || word.length < 4) return false;
  return (
    !/[aeiouyàâäéèêëïîôöùûüœæåøáíóú]/u.test(word) ||
    /[bcdfghjklmnpqrstvwxz]{5,}/.test(word) ||
    KEYBOARD_RUNS.some((run) => word.includes(run))
  );
}

/** Runs of this many words shared with the step's own texts count as copied (shorter ones are common phrases). */
const GRAM = 5;

/** Marks the answer's words that belong to a run copied from the step's own texts, and their share. */
function copiedMask(answer: string, sources: readonly string[]): { copied: Span[]; share: number } {
  const grams = new Set<string>();
  for (const source of sources) {
    const list = words(straighten(source));
    for (let index = 0; index + GRAM <= list.length; index += 1) grams.add(list.slice(index, index + GRAM).join(" "));
  }
  const answerWords = wordsWithSpans(answer);
  const copiedWord = answerWords.map(() => false);
  for (let index = 0; index + GRAM <= answerWords.length; index += 1) {
    const gram = answerWords
      .slice(index, index + GRAM)
      .map((entry) => entry.word)
      .join(" ");
    if (grams.has(gram)) for (let offset = 0; offset < GRAM; offset += 1) copiedWord[index + offset] = true;
  }
  const copied = answerWords.filter((_, index) => copiedWord[index]);
  return {
    copied: copied.map(({ start, end }) => ({ start, end })),
    share: answerWords.length ? copied.length / answerWords.length : 0,
  };
}

function junkReason(answer: string, items: readonly string[] | null, pastedShare: number): JunkReason | null {
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
  if (!items && list.length >= 8 && list.filter((word) => STOPWORDS.has(word)).length / list.length < 0.1)
    return "mashing";

  if (pastedShare >= PASTED_SHARE) return "pasted";

  if (items) {
    const distinct = new Set(items.map((item) => item.toLowerCase().replace(/\s+/g, " ")));
    if (distinct.size < items.length && distinct.size <= items.length / 2) return "duplicates";
    if (distinct.size < 2) return "too_few_items";
    if (items.filter((item) => words(item).length <= 2).length >= items.length / 2) return "bare_items";
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Judging

interface Judged {
  criterion: RubricCriterion;
  verdict: Verdict;
  quote: string | null;
  judgement: Judgement;
}

const lowerFirst = (value: string) => value.charAt(0).toLowerCase() + value.slice(1);

/** Required criteria first, then the heavier ones: the order in which gaps are worth fixing. */
const byImportance = (a: Judged, b: Judged) =>
  Number(b.criterion.required) - Number(a.criterion.required) || b.criterion.weight - a.criterion.weight;

function judgeCriterion(
  criterion: RubricCriterion,
  answer: string,
  own: string,
  segments: Span[],
  short: boolean,
): Judged {
  const signals = signalsOf(criterion);
  // Where each signal found in the learner's own words first shows.
  const hits = signals.map((signal) => findSignal(signal, own)).filter((index) => index !== null);
  const needed = Math.min(2, signals.length);
  let verdict: Verdict = hits.length >= needed && hits.length > 0 ? "met" : hits.length > 0 ? "partly" : "missing";
  if (short && verdict === "met") verdict = "partly";

  // The quote: the sentence or item holding the most of this criterion's evidence.
  let quote: string | null = null;
  if (hits.length > 0) {
    const ranked = segments
      .map((segment) => ({
        segment,
        inside: hits.filter((index) => index >= segment.start && index < segment.end),
      }))
      .filter((entry) => entry.inside.length > 0)
      .sort((a, b) => b.inside.length - a.inside.length || a.segment.start - b.segment.start);
    const best = ranked[0];
    if (best) quote = quoteAround(answer, best.segment, best.inside[0]!) || null;
  }

  const comment =
    verdict === "met"
      ? `Met: ${criterion.description}`
      : verdict === "partly"
        ? short && hits.length >= needed
          ? `Partly: there is a start, but the answer is too short to cover this fully. ${criterion.description}`
          : `Partly: there is a start; make it concrete. ${criterion.description}`
        : `Missing: ${criterion.description}`;
  return {
    criterion,
    verdict,
    quote,
    judgement: { criterionId: criterion.id, verdict, quote, comment: clip(comment, 400) },
  };
}

// ---------------------------------------------------------------------------------------------
// Coaching texts

/** Vague words and hedges, and what a specific version would put in their place. */
const VAGUE: [RegExp, string][] = [
  [/\b(?:every ?one|any ?one|every ?body|any ?body)\b/i, "[one specific group]"],
  [/\bpeople\b/i, "[which people exactly?]"],
  [/\b(?:small businesses|businesses|companies)\b/i, "[which trade, what size?]"],
  [/\b(?:a lot of|lots of|many|several)\b/i, "[how many?]"],
  [/\bsome\b/i, "[how many?]"],
  [/\b(?:things|stuff)\b/i, "[name them]"],
  [/\bvarious\b/i, "[name them]"],
  [/\b(?:soon|eventually|at some point)\b/i, "[by when?]"],
  [/\b(?:good|great|nice|better)\b/i, "[what result, in numbers?]"],
  [/\betc\.?/i, "[name the rest, or cut it]"],
];
const HEDGES = /\b(?:maybe|perhaps|hopefully|i think|i guess|kind of|sort of|i'd like to try to|try to)\s+/gi;

/** The learner's sentence with vague words swapped for what to say instead, and hedges removed. */
function sharpen(sentence: string): { text: string; vague: number; hedges: boolean } {
  const unhedged = sentence.replace(HEDGES, "");
  const hedges = unhedged !== sentence;
  let text = hedges ? unhedged.charAt(0).toUpperCase() + unhedged.slice(1) : sentence;
  let vague = 0;
  for (const [pattern, replacement] of VAGUE) {
    if (vague >= 2) break;
    if (pattern.test(text)) {
      text = text.replace(pattern, replacement);
      vague += 1;
    }
  }
  return { text, vague, hedges };
}

/**
 * Improves one of the learner's own sentences and says why: vague words become the question a
 * specific version answers; otherwise the sentence nearest the weakest criterion gets a marked
 * place for what is missing. It never writes the answer for the learner.
 */
function rewriteSuggestion(answer: string, segments: Span[], judged: Judged[]): string {
  const sentences = segments.map((segment) => answer.slice(segment.start, segment.end).trim());

  for (const sentence of sentences) {
    const original = clip(sentence, 250);
    const sharpened = sharpen(original);
    if (sharpened.text === original) continue;
    const why = [
      sharpened.vague > 0 ? "specific words let the right client recognise themselves and believe you" : null,
      sharpened.hedges ? "words like 'maybe' or 'I think' make you sound unsure of your own work" : null,
    ]
      .filter(Boolean)
      .join("; ");
    const brackets = sharpened.vague > 0 ? " (answer the brackets with your own facts)" : "";
    return `You wrote: "${original}" Try: "${sharpened.text}"${brackets}. Why: ${why}.`;
  }

  const weakest = judged.filter((entry) => entry.verdict !== "met").sort(byImportance)[0];
  if (weakest) {
    const sentence = clip(weakest.quote ?? sentences[0] ?? "", 250);
    const label = lowerFirst(weakest.criterion.label);
    return `You wrote: "${sentence}" Build on it: "${sentence.replace(/[.!?]+$/, "")} [+ ${label}, in your own words]." Why: ${weakest.criterion.description.replace(/\.$/, "")}, and this sentence is the natural place for it.`;
  }

  const longest = [...sentences].sort((a, b) => b.length - a.length)[0] ?? "";
  return wordCount(longest) > 25
    ? `Nothing essential is missing. One polish: your longest sentence, "${clip(longest, 250)}", could become two shorter ones, so each fact lands on its own.`
    : "Nothing essential is missing, so there is no sentence to rewrite. One polish: read it aloud once and cut any word your client would not use themselves.";
}

// ---------------------------------------------------------------------------------------------

/** Judges one answer against a step's rubric, deterministically and without a network. */
export function evaluateLocally(request: LocalEvaluationRequest): EvaluatorOutput {
  const { rubric } = request;
  const multi = typeof request.input !== "string";
  const items = multi ? answerItems(request.input as readonly string[]) : null;
  const answer = answerText(request.input);
  // Matching reads straight quotes; straightening keeps every index, so quotes still come from `answer`.
  const plain = straighten(answer);

  const sources = [request.title, request.prompt, rubric.aim, ...request.helperTips];
  for (const criterion of rubric.criteria) sources.push(criterion.label, criterion.description);
  const { copied, share } = copiedMask(plain, sources);

  const junk = junkReason(plain, items, share);
  if (junk) {
    const reason = JUNK_TEXT[junk](answer);
    return {
      judgements: rubric.criteria.map((criterion) => ({
        criterionId: criterion.id,
        verdict: "missing" as const,
        quote: null,
        comment: clip(`Missing: ${reason}`, 400),
      })),
      summary: clip(`${reason} There is nothing to score yet. What good looks like: ${rubric.aim}`, 600),
      whatWorked: [],
      improve: [
        clip(`Answer the prompt in your own words, about your own work: ${request.prompt}`, 300),
        `Aim for about ${rubric.minChars} characters.`,
      ],
      rewriteSuggestion:
        "There is no sentence of yours to improve yet. Write a first honest draft, even a rough one; the feedback gets specific once there is something real to work with.",
      nextHint: clip(`Start with this: ${rubric.criteria[0]!.description}`, 300),
    };
  }

  // The learner's own words: text copied from the step is blanked (same length, so indexes still match).
  let own = plain;
  for (const span of copied) own = own.slice(0, span.start) + " ".repeat(span.end - span.start) + own.slice(span.end);
  const segments = segmentsOf(answer, multi);
  const distinctOwn = new Set(
    segments.map((segment) => own.slice(segment.start, segment.end).replace(/\s+/g, " ").trim().toLowerCase()),
  );
  const ownLength = [...distinctOwn].reduce((sum, text) => sum + text.length, 0);
  const short = ownLength < rubric.minChars * SHORT_SHARE;

  const judged = rubric.criteria.map((criterion) => judgeCriterion(criterion, answer, own, segments, short));
  const judgements = judged.map((entry) => entry.judgement);
  const score = scoreRubric(rubric, judgements);
  const passed = isPass(rubric, judgements, score);

  const met = judged.filter((entry) => entry.verdict === "met");
  const partly = judged.filter((entry) => entry.verdict === "partly");
  const missing = judged.filter((entry) => entry.verdict === "missing");
  const labels = (list: Judged[]) => list.map((entry) => lowerFirst(entry.criterion.label)).join(", ");

  const summaryParts = [
    passed
      ? `Good work: this meets ${met.length} of ${judged.length} criteria${partly.length ? ` and partly meets ${partly.length} more` : ""}.`
      : `Not there yet: ${met.length} of ${judged.length} criteria met${partly.length ? `, ${partly.length} partly` : ""}.`,
  ];
  if (met.length) summaryParts.push(`Strongest: ${labels(met.slice(0, 2))}.`);
  const gaps = [...missing, ...partly].sort(byImportance);
  if (gaps.length) summaryParts.push(`${passed ? "To make it even stronger" : "It still needs"}: ${labels(gaps)}.`);
  if (short)
    summaryParts.push(
      `At about ${ownLength} characters of your own words it is well short of the ${rubric.minChars} a full answer needs.`,
    );

  const whatWorked = [...met, ...partly]
    .filter((entry) => entry.quote)
    .slice(0, 5)
    .map((entry) =>
      clip(
        `${entry.criterion.label}${entry.verdict === "partly" ? " (a start)" : ""}: "${clip(entry.quote!, SHOWN_QUOTE_MAX)}"`,
        300,
      ),
    );

  const improve = gaps
    .slice(0, short ? 4 : 5)
    .map((entry) =>
      clip(
        entry.verdict === "missing"
          ? `${entry.criterion.label}: ${entry.criterion.description}`
          : `${entry.criterion.label}: you touch on it; make it concrete. ${entry.criterion.description}`,
        300,
      ),
    );
  if (short)
    improve.push(`Length: say more in your own words; good answers here run to about ${rubric.minChars} characters.`);

  const first = gaps[0];
  const nextHint = passed
    ? first
      ? clip(
          `You can mark this step complete. If you revise it, sharpen ${lowerFirst(first.criterion.label)} first.`,
          300,
        )
      : "You can mark this step complete: your next step builds on this answer."
    : first
      ? clip(`Start with ${lowerFirst(first.criterion.label)}: ${lowerFirst(first.criterion.description)}`, 300)
      : "Revise the answer with the points above, then submit it again.";

  return {
    judgements,
    summary: clip(summaryParts.join(" "), 600),
    whatWorked,
    improve: improve.slice(0, 5),
    rewriteSuggestion: clip(rewriteSuggestion(answer, segments, judged), 800),
    nextHint,
  };
}

import type { RubricCriterion } from "../../contract/incubator/rubric";
import { DETECTORS, earliest, firstMatch, firstToken } from "./detectors";
import { analyse, CONTENT_POS, type Analysis, type Token } from "../text-analysis/nlp";
import { straighten } from "../text-analysis/text";
import { relatedOf, synonymsOf } from "./thesaurus";

// What counts as evidence of a criterion (its signals, or its own words, widened by WordNet), and
// where the answer shows it; words compare as lemmas ("rang" reads as "ring").

/** One piece of evidence: any of its forms found in the answer counts once. */
export interface Term {
  /** A detector such as {money}, or null for words. */
  detector: string | null;
  /** Single-word forms, compared with the answer's lemmas (a trailing `*` is a stem). */
  lemmas: string[];
  /** Forms of several words, compared with the answer's text. */
  phrases: string[];
  /** Lemmas that count right after a negation ("not included": "not covered", "isn't part"). */
  negated?: string[];
}

/** Words of a description that say nothing on their own about what to look for. */
const GENERIC = new Set(
  "say says show shows give gives name names use uses make makes include includes state states explain explains describe describes list lists back backs clear clearly specific concrete real one each every thing things way what who how when why something rather than ideally least more most other answer learner step".split(
    " ",
  ),
);

const contentWords = (text: string) =>
  analyse(text)
    .tokens.filter((token) => CONTENT_POS.has(token.pos))
    .map((token) => token.lemma);
const verbForm = (word: string) => {
  const token = analyse(word).tokens[0];
  return token?.pos === "VERB" && token.lemma !== word;
};

const known = new Map<string, Promise<Term[]>>();

/** A criterion's terms, worked out once per instance for each wording of it. */
export function termsOf(criterion: RubricCriterion): Promise<Term[]> {
  const key = JSON.stringify([criterion.label, criterion.description, criterion.signals]);
  if (!known.has(key)) known.set(key, newTerms(criterion));
  return known.get(key)!;
}

/** The criterion's terms: its signals, then the content words of its label and description. */
async function newTerms(criterion: RubricCriterion): Promise<Term[]> {
  const terms: Term[] = [];
  for (const raw of criterion.signals.length ? criterion.signals : examplesOf(criterion.description)) {
    const signal = straighten(raw.trim().toLowerCase());
    if (DETECTORS[signal]) terms.push({ detector: signal, lemmas: [], phrases: [] });
    else if (/[\s']/.test(signal) || /[^\p{L}*-]/u.test(signal))
      terms.push({ detector: null, lemmas: [], phrases: [signal], negated: await negatedOf(signal) });
    // A verb's form ("helping") stands for the verb, not for the senses its spelling has on its own (a serving of food).
    else if (verbForm(signal)) terms.push({ detector: null, lemmas: [signal], phrases: [] });
    else terms.push(await wordTerm(signal));
  }
  // Seeded criteria say what to look for; one an admin wrote without signals is read from its own words.
  if (criterion.signals.length > 0) return terms;
  const described = contentWords(`${criterion.label}. ${criterion.description}`).filter(
    (word) => word.length > 2 && !GENERIC.has(word),
  );
  for (const detector of detectorsNamed(`${criterion.label} ${criterion.description}`))
    terms.push({ detector, lemmas: [], phrases: [] });
  for (const word of new Set(described)) terms.push(await wordTerm(word, relatedOf));
  return terms;
}

/** The examples a description gives in brackets: "Questions that invite a story (how, what, tell me)". */
function examplesOf(description: string): string[] {
  return [...description.matchAll(/\(([^)]+)\)/g)]
    .flatMap((match) => match[1]!.split(/,|\bor\b|\band\b/))
    .map((example) => example.trim().replace(/^(?:a|an|the)\s+/i, ""))
    .filter((example) => example.length > 1 && example.length <= 40);
}

/** What a description asks for that a detector finds: "with a number", "its price", "a date". */
const NAMED: [RegExp, string][] = [
  [/^(?:numbers?|figures?|amounts?|quantit(?:y|ies)|count|counted|many|much)$/, "{number}"],
  [/^(?:prices?|money|costs?|fees?|income|budgets?|revenue|rates?|pay|paid|value)$/, "{money}"],
  [
    /^(?:dates?|deadlines?|times?|timeline|frame|when|weeks?|days?|months?|hours?|schedule|weekdays?|daily|weekly)$/,
    "{time}",
  ],
  [/^(?:percent|percentage|share)$/, "{percent}"],
  [/^(?:name|named|person|people|who)$/, "{name}"],
  [/^(?:questions?|ask)$/, "{question}"],
  [/^(?:asks|asking|requests?|approval)$/, "{request}"],
  [/^(?:quotes?|quoted|said|words|objections?|testimonials?)$/, "{speech}"],
];
function detectorsNamed(text: string): string[] {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  return NAMED.filter(([pattern]) => words.some((word) => pattern.test(word))).map(([, detector]) => detector);
}

const NEGATION = /^(?:not|n't|never|no)$/;

/** A negated phrase's content words and the words WordNet gives for them: "not included" is also "not covered". */
async function negatedOf(phrase: string): Promise<string[] | undefined> {
  const words = phrase.split(/\s+|(?=n't)/);
  if (!words.some((word) => NEGATION.test(word))) return undefined;
  const related = await Promise.all(contentWords(phrase).map((word) => relatedOf(word)));
  return [...new Set(related.flat().filter((word) => !/\s/.test(word)))];
}

/** Where a negated word of the term shows: right after "not" or "n't", or one word on ("not yet covered"). */
function negatedAt(term: Term, analysis: Analysis, allowed: (index: number) => boolean): number | null {
  if (!term.negated?.length) return null;
  return firstToken(
    analysis,
    (token, at) =>
      allowed(at) &&
      term.negated!.includes(token.lemma) &&
      analysis.tokens
        .slice(Math.max(0, at - 2), at)
        .some((before) => before.sentence === token.sentence && NEGATION.test(before.text)),
  );
}

/** A word and its synonyms (a stem such as `price*` stands alone): single words are lemmas, the rest phrases. */
async function wordTerm(word: string, thesaurus = synonymsOf): Promise<Term> {
  const forms = word.endsWith("*") ? [word] : await thesaurus(word);
  const phrases = forms.filter((form) => /\s/.test(form));
  return { detector: null, lemmas: forms.filter((form) => !phrases.includes(form)), phrases };
}

/** A form matches a token's text, lemma or synonyms; a trailing `*` is a stem. */
function lemmaMatches(form: string, { text, lemma, synonyms }: Token): boolean {
  const words = [text, lemma, ...synonyms];
  return form.endsWith("*") ? words.some((word) => word.startsWith(form.slice(0, -1))) : words.includes(form);
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const NUMBER_WORDS = "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\\d+";

// A phrase's small words stand for their kind, so the learner's own grammar matches: "in two"
// is "in twelve" or "in 6", "with a" is "with one", "their customers" is "his customers".
const KINDS: [RegExp, string][] = [
  [new RegExp(`^(?:${NUMBER_WORDS})$`), `(?:${NUMBER_WORDS})`],
  [/^(?:a|an)$/, "(?:a|an|one)"],
  [/^(?:their|his|her)$/, "(?:their|his|her)"],
];
const wordPattern = (word: string) => KINDS.find(([kind]) => kind.test(word))?.[1] ?? escape(word);

function phrasePattern(phrase: string): RegExp {
  const star = phrase.endsWith("*");
  const body = star ? phrase.slice(0, -1) : phrase;
  const core = body.trim().split(/\s+/).map(wordPattern).join("\\s+");
  const head = /^[\p{L}\p{N}]/u.test(body) ? "(?<![\\p{L}\\p{N}])" : "";
  const tail = star ? "[\\p{L}\\p{N}'-]*" : /[\p{L}\p{N}]$/u.test(body) ? "(?![\\p{L}\\p{N}])" : "";
  return new RegExp(`${head}${core}${tail}`, "giu");
}

/** Where the term first shows in the learner's own words (`own`: the answer with copied text blanked). */
export function findTerm(
  term: Term,
  own: string,
  analysis: Analysis,
  allowed: (tokenIndex: number) => boolean,
): number | null {
  if (term.detector) return DETECTORS[term.detector]!(own, analysis, allowed);
  return earliest(
    firstToken(analysis, (entry, index) => allowed(index) && term.lemmas.some((form) => lemmaMatches(form, entry))),
    // A phrase's match belongs to the first token ending after its start.
    ...term.phrases.map((phrase) =>
      firstMatch(phrasePattern(phrase), { own, analysis, allowed }, (_, start) =>
        analysis.tokens.findIndex((entry) => entry.end > start),
      ),
    ),
    negatedAt(term, analysis, allowed),
  );
}

/** Detectors whose second find, in another sentence of a text, is a second piece of evidence. */
export const FOUND_AGAIN_IN_TEXT = new Set(["{money}", "{request}", "{speech}"]);

/** Detectors of amounts: a criterion whose words ask for a figure is fully met only with one. */
export const MEASURES = new Set(["{number}", "{money}", "{percent}"]);

/** Whether the criterion's own words ask for a figure or an amount ("with figures", "its price"). */
export const asksForMeasure = (criterion: RubricCriterion) =>
  detectorsNamed(`${criterion.label} ${criterion.description}`).some((detector) => MEASURES.has(detector));

/** The detectors a criterion's description asks for ("targets for income" asks for {money}). */
export const detectorsDescribed = (criterion: RubricCriterion) => detectorsNamed(criterion.description);

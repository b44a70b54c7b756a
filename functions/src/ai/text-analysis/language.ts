import { lazyRequire } from "../lazy-require";

/**
 * The answer's language, by franc-min (trigram statistics, offline). The offline evaluator reads
 * English only; Vertex AI reads other languages too. Short texts are too short to tell.
 */

/** Below this many letters franc's guess is unreliable: such an answer is taken as English. */
const MIN_LETTERS = 60;

/**
 * In a short text, English scoring this close to the best guess (franc's scores are relative, 1
 * for the best) is taken as English: a sentence or two of English often looks Dutch or Scots to it.
 */
const ENGLISH_MARGIN = 0.85;
const SHORT_LETTERS = 200;

let francAll: ((text: string) => [string, number][]) | null = null;

/** ISO 639-3 code of the answer's language: "eng" for English, or when it cannot tell for sure. */
export function languageOf(answer: string): string {
  const letters = answer.replace(/[^\p{L}]/gu, "").length;
  if (letters < MIN_LETTERS) return "eng";
  francAll ??= (lazyRequire("franc-min") as typeof import("franc-min")).francAll;
  const scores = francAll(answer);
  const [best, english] = [scores[0], scores.find(([code]) => code === "eng")];
  if (!best || best[0] === "und" || (english && letters < SHORT_LETTERS && english[1] >= ENGLISH_MARGIN)) return "eng";
  return best[0];
}

/**
 * Whether a text in another language may be about the step, without translating it: it shares a
 * word with the step's own texts or its rubric's signals in the form many European languages
 * share (5-letter stems such as "clien", "probl", "extra", "minut"), or it states an amount of
 * money. One is enough: an answer let through costs one evaluation (Vertex AI judges it; the
 * offline evaluator says it reads English), while an answer stopped here is a learner's real
 * answer refused. Text on another subject shares none (a recipe, a match, a walk: no stem of the
 * step, no amount).
 */
const SHARED = 1;

const fold = (value: string) => value.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
const stems = (text: string) => new Set((fold(text).match(/\p{L}{5,}/gu) ?? []).map((word) => word.slice(0, 5)));
const AMOUNT = /[$€£]\s?\d|\d\s?(?:€|euros?|eur|gbp|usd|\$|£)|\beuros?\b/giu;

/**
 * The learner's clients, whom every step is about, in the languages whose word for them is no
 * cognate of "client" (German Kunde, Dutch klant, in compounds too: Neukunden, vaste klanten):
 * read as the stem "clien". Romance languages share the stem itself (cliente, client, clienti).
 */
const CLIENTS = /kund(?:e|en|in|innen)(?!\p{L})|klant(?:en)?(?!\p{L})/iu;

export function sharesStepWords(answer: string, stepTexts: readonly string[]): boolean {
  const step = stems(stepTexts.join(" "));
  const own = stems(answer);
  if (CLIENTS.test(fold(answer))) own.add("clien");
  const shared = [...own].filter((stem) => step.has(stem)).length;
  const amounts = answer.match(AMOUNT)?.length ?? 0;
  return shared + Math.min(1, amounts) >= SHARED;
}

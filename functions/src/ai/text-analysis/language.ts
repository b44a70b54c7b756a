import { lazyRequire } from "../../lib/lazy-require";

/** Below this many letters franc-min's guess is unreliable: such an answer is taken as English. */
const MIN_LETTERS = 60;

// In a short text, English scoring this close to the best guess (franc's scores are relative, 1
// for the best) is taken as English: a sentence or two of English often looks Dutch or Scots to it.
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

const fold = (value: string) => value.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
const stems = (text: string) => new Set((fold(text).match(/\p{L}{5,}/gu) ?? []).map((word) => word.slice(0, 5)));
const AMOUNT = /[$€£]\s?\d|\d\s?(?:€|euros?|eur|gbp|usd|\$|£)|\beuros?\b/iu;

/** German and Dutch clients (Kunde, klant, in compounds too) are no cognates of "client": read as "clien". */
const CLIENTS = /kund(?:e|en|in|innen)(?!\p{L})|klant(?:en)?(?!\p{L})/iu;

// Whether a text in another language may be about the step: one 5-letter stem shared with the
// step's texts, or an amount of money. One is enough: a real answer stopped costs more than one
// evaluation of an off-topic one (docs/evaluation.md).
export function sharesStepWords(answer: string, stepTexts: readonly string[]): boolean {
  const step = stems(stepTexts.join(" "));
  const own = stems(answer);
  if (CLIENTS.test(fold(answer))) own.add("clien");
  return [...own].some((stem) => step.has(stem)) || AMOUNT.test(answer);
}

import type { Judgement, RubricCriterion, Verdict } from "../../contract/incubator/rubric";
import { asksForMeasure, detectorsDescribed, findTerm, FOUND_AGAIN_IN_TEXT, MEASURES, type Term } from "./evidence";
import type { Analysis } from "../text-analysis/nlp";
import { clip, quoteAround, type Span } from "../text-analysis/text";

// One criterion judged (docs/evaluation.md "The offline evaluator"): met with two pieces of
// evidence in the learner's own words, partly with one, missing with none; quoted where most is.

export type Judged = Judgement & { criterion: RubricCriterion };

export interface JudgeContext {
  answer: string;
  /** The answer with text copied from the step blanked (same length, so indexes match the answer). */
  own: string;
  analysis: Analysis;
  segments: Span[];
  /** A list answer: its segments are items. */
  multi: boolean;
  short: boolean;
  /** The sentences the step asks for, when a text answer runs well past them (form.ts); else null. */
  long: number | null;
  /** Per token: whether it sits in the learner's own statement (see clauses.ts). */
  owned: boolean[];
  /** Per token: whether it is a heading of the step's own words such as "Headline:" (copied.ts). */
  headings: boolean[];
  /** Characters of the learner's own words (text copied from the step and repeats left out). */
  ownLength: number;
}

/** Required criteria first, then the heavier ones: the order in which gaps are worth fixing. */
export const byImportance = (a: Judged, b: Judged) =>
  Number(b.criterion.required) - Number(a.criterion.required) || b.criterion.weight - a.criterion.weight;

/** A detector's find in another item of a list, or (FOUND_AGAIN_IN_TEXT) another sentence: more evidence. */
function foundAgain(term: Term, at: number, context: JudgeContext, allowed: (index: number) => boolean) {
  if (term.detector === null || !(context.multi || FOUND_AGAIN_IN_TEXT.has(term.detector))) return null;
  const { own, analysis, segments } = context;
  const first = segments.find((segment) => at >= segment.start && at < segment.end);
  if (!first) return null;
  const outside = (start: number, end: number) => end <= first.start || start >= first.end;
  const elsewhere = (index: number) =>
    allowed(index) && outside(analysis.tokens[index]!.start, analysis.tokens[index]!.end);
  const again = findTerm(term, own, analysis, elsewhere);
  return again !== null && outside(again, again + 1) ? again : null;
}

export function judgeCriterion(
  criterion: RubricCriterion,
  terms: Term[],
  aboutLearner: boolean,
  context: JudgeContext,
): Judged {
  const { answer, own, analysis, segments, short, long, owned, headings } = context;
  const allowed = aboutLearner ? (index: number) => owned[index] !== false : () => true;
  // A heading's words are no evidence for a seeded criterion's signals (a detector's find in it is);
  // for a criterion without signals, a heading naming its part is the best sign the part is there.
  const allowedFor = (term: Term) =>
    term.detector || criterion.signals.length === 0 ? allowed : (index: number) => allowed(index) && !headings[index];
  const found = terms
    .map((term) => ({ term, at: findTerm(term, own, analysis, allowedFor(term)) }))
    .filter((entry): entry is { term: Term; at: number } => entry.at !== null);
  const hits = found.map((entry) => entry.at);
  for (const { term, at } of found) {
    const again = foundAgain(term, at, context, allowedFor(term));
    if (again !== null) hits.push(again);
  }
  const needed = Math.min(2, terms.length);
  // A criterion asking for figures is not fully met by words alone ("a fair price").
  const measured =
    !asksForMeasure(criterion) ||
    found.some((entry) => entry.term.detector !== null && MEASURES.has(entry.term.detector));
  // A detector alone shows a required criterion only when its description asks for that kind.
  const askedFor = detectorsDescribed(criterion);
  const shown =
    !criterion.required ||
    criterion.signals.length === 0 ||
    found.some((entry) => entry.term.detector === null || askedFor.includes(entry.term.detector));
  let verdict: Verdict = hits.length === 0 || !shown ? "missing" : hits.length >= needed && measured ? "met" : "partly";
  const capped = verdict === "met" && (short || long !== null);
  if (capped) verdict = "partly";

  let quote: string | null = null;
  if (verdict !== "missing") {
    const ranked = segments
      .map((segment) => ({ segment, inside: hits.filter((index) => index >= segment.start && index < segment.end) }))
      .filter((entry) => entry.inside.length > 0)
      .sort((a, b) => b.inside.length - a.inside.length || a.segment.start - b.segment.start);
    const best = ranked[0];
    if (best) quote = quoteAround(answer, best.segment, best.inside[0]!) || null;
  }

  const partly = !capped
    ? "there is a start; make it concrete."
    : short
      ? "there is a start, but the answer is too short to cover this fully."
      : `it is there, but not in the ${long} ${long === 1 ? "sentence" : "sentences"} the step asks for.`;
  const opening = verdict === "met" ? "Met:" : verdict === "missing" ? "Missing:" : `Partly: ${partly}`;
  const comment = clip(`${opening} ${criterion.description}`, 400);
  return { criterion, criterionId: criterion.id, verdict, quote, comment };
}

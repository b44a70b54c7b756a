import type { Judgement, RubricCriterion, Verdict } from "../../contract/incubator-rubric";
import { asksForMeasure, findTerm, MEASURES, type Term } from "./evidence";
import type { Analysis } from "./nlp";
import { clip, quoteAround, type Span } from "./text";

/**
 * One criterion judged: met when the learner's own words show two of its terms, partly with one,
 * missing with none; an answer well under its length is at most partly met. The quote is the
 * clause or sentence of the answer holding the most of the criterion's evidence.
 */

export interface Judged {
  criterion: RubricCriterion;
  verdict: Verdict;
  quote: string | null;
  judgement: Judgement;
}

export interface JudgeContext {
  answer: string;
  /** The answer with text copied from the step blanked (same length, so indexes match the answer). */
  own: string;
  analysis: Analysis;
  segments: Span[];
  short: boolean;
  /** Per token: whether it sits in the learner's own statement (see clauses.ts). */
  owned: boolean[];
}

/** Required criteria first, then the heavier ones: the order in which gaps are worth fixing. */
export const byImportance = (a: Judged, b: Judged) =>
  Number(b.criterion.required) - Number(a.criterion.required) || b.criterion.weight - a.criterion.weight;

export function judgeCriterion(
  criterion: RubricCriterion,
  terms: Term[],
  aboutLearner: boolean,
  context: JudgeContext,
): Judged {
  const { answer, own, analysis, segments, short, owned } = context;
  const allowed = aboutLearner ? (index: number) => owned[index] !== false : () => true;
  const found = terms.map((term) => ({ term, at: findTerm(term, own, analysis, allowed) }));
  const hits = found.map((entry) => entry.at).filter((index) => index !== null);
  const needed = Math.min(2, terms.length);
  // A criterion asking for figures is not fully met by words alone ("a fair price").
  const measured =
    !asksForMeasure(criterion) ||
    found.some((entry) => entry.at !== null && entry.term.detector !== null && MEASURES.has(entry.term.detector));
  let verdict: Verdict =
    hits.length >= needed && hits.length > 0 && measured ? "met" : hits.length > 0 ? "partly" : "missing";
  if (short && verdict === "met") verdict = "partly";

  let quote: string | null = null;
  if (hits.length > 0) {
    const ranked = segments
      .map((segment) => ({ segment, inside: hits.filter((index) => index >= segment.start && index < segment.end) }))
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

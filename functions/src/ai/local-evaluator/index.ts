import { isPass, scoreRubric, type EvaluatorOutput } from "../../contract/incubator/rubric";
import { copiedMask, headingTokens } from "../text-analysis/copied";
import { languageOf } from "../text-analysis/language";
import { analyse, CONTENT_POS } from "../text-analysis/nlp";
import { readAnswer, stepTexts, type StepAnswer } from "../text-analysis/step-answer";
import { segmentsOf, words } from "../text-analysis/text";
import { isAboutLearner, ownedTokens } from "./clauses";
import { termsOf } from "./evidence";
import { englishOnlyOutput, feedbackOf } from "./feedback";
import { pastTheForm } from "./form";
import { judgeCriterion } from "./judge";
import { synonymsOf } from "./thesaurus";

// The offline evaluator (docs/evaluation.md): each criterion's terms (evidence.ts) are looked for in
// the learner's own words, text copied from the step blanked (judge.ts). No network, deterministic.

/** Under this share of `minChars` (the length a full answer needs) an answer is a start: nothing fully met. */
const SHORT_SHARE = 0.8;

/** Judges one answer against a step's rubric, deterministically and without a network. */
export async function evaluateLocally(request: StepAnswer): Promise<EvaluatorOutput> {
  const { rubric } = request;
  const { answer, plain, multi } = readAnswer(request);
  const language = languageOf(plain);
  if (language !== "eng") return englishOnlyOutput(rubric, language);

  const sources = stepTexts(request);
  // The learner's own words: text copied from the step is blanked (same length, so indexes still match).
  let own = plain;
  for (const span of copiedMask(plain, sources).copied)
    own = own.slice(0, span.start) + " ".repeat(span.end - span.start) + own.slice(span.end);

  const analysis = analyse(own);
  // Content words get their synonyms, so a learner's own word can match a rubric's.
  const content = analysis.tokens.filter((token) => CONTENT_POS.has(token.pos));
  await Promise.all(content.map(async (token) => (token.synonyms = await synonymsOf(token.lemma))));
  const segments = segmentsOf(answer, multi);
  const distinctOwn = new Set(
    segments.map((segment) => own.slice(segment.start, segment.end).replace(/\s+/g, " ").trim().toLowerCase()),
  );
  const ownLength = [...distinctOwn].reduce((sum, text) => sum + text.length, 0);
  const short = ownLength < rubric.minChars * SHORT_SHARE;
  const long = multi ? null : pastTheForm([request.title, request.prompt], segments.length);
  const owned = ownedTokens(own, analysis);
  const headings = headingTokens(own, analysis, new Set(words(sources.join(" "))));

  const context = { answer, own, analysis, segments, multi, short, long, owned, headings, ownLength };
  const judged = await Promise.all(
    rubric.criteria.map(async (criterion) =>
      judgeCriterion(
        criterion,
        await termsOf(criterion),
        isAboutLearner(analyse(`${criterion.label}. ${criterion.description}`)),
        context,
      ),
    ),
  );
  const judgements = judged.map(({ criterion: _criterion, ...judgement }) => judgement);
  const score = scoreRubric(rubric, judgements);
  const passed = isPass(rubric, judgements, score);
  return { judgements, ...feedbackOf(rubric, judged, passed, context) };
}

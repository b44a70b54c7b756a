import {
  answerText,
  isPass,
  scoreRubric,
  type EvaluatorOutput,
  type Rubric,
  type RubricCriterion,
} from "../../contract/incubator-rubric";
import { languageOf } from "../answer-gate/language";
import { isAboutLearner, ownedTokens } from "./clauses";
import { copiedMask, headingTokens } from "./copied";
import { termsOf, type Term } from "./evidence";
import { englishOnlyOutput, feedbackOf } from "./feedback";
import { pastTheForm, sentencesAsked } from "./form";
import { judgeCriterion } from "./judge";
import { analyse, loadEnglish, withSynonyms } from "./nlp";
import { synonymsOf } from "./thesaurus";
import { segmentsOf, straighten, words } from "./text";

/**
 * The offline evaluator of Incubator answers (docs/decisions.md "AI": `local` is deterministic
 * and rubric-based): no network, no model download, the same result for the same input. The
 * Incubator's evaluation hands it to `AiProvider.generateJson({offline})` after the answer gate
 * (ai/answer-gate) has stopped what is not an answer.
 *
 * How it judges: the answer is read by an English language model (nlp.ts) into lemmas, parts of
 * speech and entities; text copied from the step is blanked, so only the learner's own words
 * count, and the step's words used as headings ("Done:") are no evidence (copied.ts). Each
 * criterion has terms (evidence.ts: its signals and the words of its label and description,
 * widened through WordNet); met with two found, partly with one, missing with none (judge.ts). A
 * criterion about the learner ("your numbers") counts only the learner's own statements, not
 * figures about somebody else (clauses.ts). Quotes are slices of the answer.
 */

export interface LocalEvaluationRequest {
  /** The step's texts: an answer that repeats them is not the learner's own. */
  title: string;
  prompt: string;
  helperTips: readonly string[];
  rubric: Rubric;
  /** A text answer, or a multi answer's items. */
  input: string | readonly string[];
}

/**
 * An answer under this share of `minChars` is too short for any criterion to be fully met: the
 * rubric's minChars is the length a full answer needs (the learner is told to aim for it), so a
 * reply of four fifths of it or less is a start, not the whole answer.
 */
const SHORT_SHARE = 0.8;

const termsByCriterion = new Map<string, Promise<Term[]>>();

/** A criterion's terms, worked out once per instance for each wording of it. */
function criterionTerms(criterion: RubricCriterion): Promise<Term[]> {
  const key = JSON.stringify([criterion.label, criterion.description, criterion.signals]);
  let terms = termsByCriterion.get(key);
  if (!terms) {
    const nlp = loadEnglish();
    const contentWords = (text: string) =>
      analyse(nlp, text)
        .tokens.filter((token) => ["NOUN", "VERB", "ADJ"].includes(token.pos))
        .map((token) => token.lemma);
    const verbForm = (word: string) => {
      const token = analyse(nlp, word).tokens[0];
      return token?.pos === "VERB" && token.lemma !== word;
    };
    terms = termsOf(criterion, contentWords, verbForm);
    termsByCriterion.set(key, terms);
  }
  return terms;
}

/** Judges one answer against a step's rubric, deterministically and without a network. */
export async function evaluateLocally(request: LocalEvaluationRequest): Promise<EvaluatorOutput> {
  const { rubric } = request;
  const multi = typeof request.input !== "string";
  const answer = answerText(request.input);
  // Matching reads straight quotes; straightening keeps every index, so quotes still come from `answer`.
  const plain = straighten(answer);
  const language = languageOf(plain);
  if (language !== "eng") return englishOnlyOutput(rubric, language);

  const sources = [request.title, request.prompt, rubric.aim, ...request.helperTips];
  for (const criterion of rubric.criteria) sources.push(criterion.label, criterion.description);
  // The learner's own words: text copied from the step is blanked (same length, so indexes still match).
  let own = plain;
  for (const span of copiedMask(plain, sources).copied)
    own = own.slice(0, span.start) + " ".repeat(span.end - span.start) + own.slice(span.end);

  const analysis = await withSynonyms(analyse(loadEnglish(), own), synonymsOf);
  const segments = segmentsOf(answer, multi);
  const distinctOwn = new Set(
    segments.map((segment) => own.slice(segment.start, segment.end).replace(/\s+/g, " ").trim().toLowerCase()),
  );
  const ownLength = [...distinctOwn].reduce((sum, text) => sum + text.length, 0);
  const short = ownLength < rubric.minChars * SHORT_SHARE;
  const asked = sentencesAsked([request.title, request.prompt]);
  const long = !multi && pastTheForm(asked, segments.length) ? asked : null;
  const owned = ownedTokens(own, analysis);
  const headings = headingTokens(own, analysis, new Set(words(sources.join(" "))));

  const context = { answer, own, analysis, segments, multi, short, long, owned, headings };
  const judged = await Promise.all(
    rubric.criteria.map(async (criterion) =>
      judgeCriterion(
        criterion,
        await criterionTerms(criterion),
        isAboutLearner(analyse(loadEnglish(), `${criterion.label}. ${criterion.description}`)),
        context,
      ),
    ),
  );
  const judgements = judged.map((entry) => entry.judgement);
  const score = scoreRubric(rubric, judgements);
  const passed = isPass(rubric, judgements, score);
  return { judgements, ...feedbackOf({ rubric, answer, segments, judged, passed, short, long, ownLength }) };
}

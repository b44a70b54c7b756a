import type { EvaluatorOutput, Rubric } from "../../contract/incubator/rubric";
import { byImportance, type JudgeContext, type Judged } from "./judge";
import { rewriteSuggestion } from "./rewrite";
import { unjudgedOutput } from "../text-analysis/step-answer";
import { clip, lowerFirst } from "../text-analysis/text";

const SHOWN_QUOTE_MAX = 90;

/** The summary, what worked, what to improve, a rewrite suggestion and the next hint. */
export function feedbackOf(
  rubric: Rubric,
  judged: Judged[],
  passed: boolean,
  { answer, segments, short, long, ownLength }: JudgeContext,
): Omit<EvaluatorOutput, "judgements"> {
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
      `At about ${ownLength} characters of your own words it is ${ownLength < rubric.minChars / 2 ? "well " : ""}short of the ${rubric.minChars} a full answer needs.`,
    );

  const form = long === null ? null : `${long} ${long === 1 ? "sentence" : "sentences"}`;
  if (form)
    summaryParts.push(
      `The step asks for ${form}; at ${segments.length} this reads as another kind of text, not the ${form} asked for.`,
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

  const touched = (verdict: string) => (verdict === "missing" ? "" : "you touch on it; make it concrete. ");
  const improve = gaps
    .slice(0, short ? 4 : 5)
    .map(({ criterion, verdict }) => clip(`${criterion.label}: ${touched(verdict)}${criterion.description}`, 300));
  if (form) improve.push(`Form: keep to the ${form} the step asks for, and cut what belongs to another step.`);
  if (short)
    improve.push(`Length: say more in your own words; good answers here run to about ${rubric.minChars} characters.`);

  const first = gaps[0]?.criterion;
  const nextHint = !first
    ? passed
      ? "You can mark this step complete: your next step builds on this answer."
      : "Revise the answer with the points above, then submit it again."
    : passed
      ? `You can mark this step complete. If you revise it, sharpen ${lowerFirst(first.label)} first.`
      : `Start with ${lowerFirst(first.label)}: ${lowerFirst(first.description)}`;

  return {
    summary: clip(summaryParts.join(" "), 600),
    whatWorked,
    improve: improve.slice(0, 5),
    rewriteSuggestion: clip(rewriteSuggestion(answer, segments, judged), 800),
    nextHint: clip(nextHint, 300),
  };
}

/** The offline evaluator reads English: an answer in another language is for Vertex AI to judge. */
export function englishOnlyOutput(rubric: Rubric, language: string): EvaluatorOutput {
  const message = `The offline evaluator reads English only, and this answer looks written in another language (${language}). It was not scored on its content: write it in English here, or ask for the AI evaluator, which reads other languages.`;
  return unjudgedOutput(rubric, {
    comment: `Not judged: ${message}`,
    summary: message,
    improve: ["Write the answer in English for the offline evaluator."],
    rewriteSuggestion: "There is no English sentence to improve yet.",
    nextHint: `Start with this, in English: ${rubric.criteria[0]!.description}`,
  });
}

import { z } from "zod/mini";
import { textSchema } from "../text";

/**
 * The Incubator's success criteria as a rubric (weighted criteria, some required), what an evaluator says about
 * an answer, and the scoring both evaluators share. Pure zod and pure functions: the server scores
 * with them, the web shows the same numbers, and admins edit the rubric JSON by hand (in a 6-row
 * textarea), so every message names the field it is about.
 */

/** An answer passes at this score or above, and only with every required criterion at least partly met. */
export const PASS_SCORE = 70;

export const RUBRIC_LIMITS = {
  aim: 300,
  minChars: 5000,
  criteria: 8,
  criterionId: 40,
  label: 80,
  description: 400,
  weight: 100,
  signals: 20,
  signal: 40,
} as const;

export const criterionIdSchema = z
  .string({ error: "id must be text" })
  .check(
    z.regex(/^[a-z][a-z0-9_]*$/, { error: "id must start with a letter and use only a-z, 0-9 and _" }),
    z.maxLength(RUBRIC_LIMITS.criterionId, { error: `id must be at most ${RUBRIC_LIMITS.criterionId} characters` }),
  );

const text = (field: string, max: number, multiline = false) =>
  textSchema({
    label: field,
    max,
    required: `${field} must not be empty`,
    multiline,
    notText: `${field} must be text`,
  });

// Strict objects: a misspelt key in hand-written JSON ("requried") is an error, not silently dropped.
export const rubricCriterionSchema = z.strictObject({
  id: criterionIdSchema,
  label: text("label", RUBRIC_LIMITS.label),
  description: text("description", RUBRIC_LIMITS.description, true),
  weight: z
    .number({ error: "weight must be a number" })
    .check(
      z.positive({ error: "weight must be above 0" }),
      z.lte(RUBRIC_LIMITS.weight, { error: `weight must be at most ${RUBRIC_LIMITS.weight}` }),
    ),
  /** A required criterion judged missing fails the answer whatever the score. */
  required: z._default(z.boolean({ error: "required must be true or false" }), false),
  /**
   * Optional hints for the offline evaluator (`functions/src/ai/local-evaluator/`): words or short
   * phrases whose presence evidences the criterion (case-insensitive; a trailing `*` matches any
   * ending, e.g. `price*`), and the detectors `{number}`, `{money}`, `{percent}`, `{time}` (time
   * frames, weekdays, months), `{name}` (a capitalised name inside a sentence) and `{question}`.
   * Two different signals in the learner's own words meet the criterion, one partly meets it.
   * The AI model reads the description instead; admins may leave them out (the offline evaluator
   * then looks for the words of the label and description).
   */
  signals: z._default(
    z
      .array(text("signal", RUBRIC_LIMITS.signal), { error: "signals must be a list of words or short phrases" })
      .check(
        z.maxLength(RUBRIC_LIMITS.signals, { error: `signals may hold at most ${RUBRIC_LIMITS.signals} entries` }),
      ),
    [],
  ),
});
export type RubricCriterion = z.infer<typeof rubricCriterionSchema>;

export const rubricSchema = z.strictObject({
  /** 'What good looks like', shown to the learner above the prompt. */
  aim: text("aim", RUBRIC_LIMITS.aim),
  /** The length a good answer usually reaches; the counter turns green there (not a blocking rule). */
  minChars: z
    .number({ error: "minChars must be a number" })
    .check(
      z.int({ error: "minChars must be a whole number" }),
      z.gte(1, { error: "minChars must be at least 1" }),
      z.lte(RUBRIC_LIMITS.minChars, { error: `minChars must be at most ${RUBRIC_LIMITS.minChars}` }),
    ),
  criteria: z.array(rubricCriterionSchema, { error: "criteria must be a list" }).check(
    z.minLength(1, { error: "criteria must hold at least 1 criterion" }),
    z.maxLength(RUBRIC_LIMITS.criteria, { error: `criteria may hold at most ${RUBRIC_LIMITS.criteria} criteria` }),
    z.superRefine((criteria, ctx) => {
      const seen = new Set<string>();
      criteria.forEach((criterion, index) => {
        if (seen.has(criterion.id))
          ctx.addIssue({ code: "custom", path: [index, "id"], message: `id '${criterion.id}' is used twice` });
        seen.add(criterion.id);
      });
    }),
  ),
});
/** A rubric as stored and served (defaults applied). */
export type Rubric = z.infer<typeof rubricSchema>;
/** A rubric as an admin may write it (`required` and `signals` optional). */
export type RubricInput = z.input<typeof rubricSchema>;

/**
 * A rubric as JSON for hand editing (in a 6-row textarea): the aim and minChars
 * on their own lines and one line per criterion, so it stays a screenful instead of a hundred
 * lines of `JSON.stringify(rubric, null, 2)`. It parses back to the same rubric.
 */
export function rubricJson(rubric: RubricInput): string {
  const criteria = rubric.criteria.map((criterion) => `    ${JSON.stringify(criterion)}`).join(",\n");
  return `{\n  "aim": ${JSON.stringify(rubric.aim)},\n  "minChars": ${JSON.stringify(rubric.minChars)},\n  "criteria": [\n${criteria}\n  ]\n}`;
}

export const VERDICTS = ["met", "partly", "missing"] as const;
export const verdictSchema = z.enum(VERDICTS);
export type Verdict = z.infer<typeof verdictSchema>;

export const EVALUATION_LIMITS = {
  quote: 300,
  comment: 400,
  summary: 600,
  listItems: 5,
  listItem: 300,
  rewriteSuggestion: 800,
  nextHint: 300,
} as const;

/** One criterion judged: the verdict, the answer's own words it relied on (null: none), and why. */
export const judgementSchema = z.object({
  criterionId: z.string().check(z.maxLength(RUBRIC_LIMITS.criterionId)),
  verdict: verdictSchema,
  quote: z.nullable(z.string().check(z.maxLength(EVALUATION_LIMITS.quote))),
  comment: z.string().check(z.maxLength(EVALUATION_LIMITS.comment)),
});
export type Judgement = z.infer<typeof judgementSchema>;

/**
 * What an evaluator returns (the Vertex model through its response schema, or the offline
 * evaluator). It carries no score: the server computes it from the judgements (`scoreRubric`).
 */
export const evaluatorOutputSchema = z.object({
  judgements: z.array(judgementSchema).check(z.maxLength(RUBRIC_LIMITS.criteria)),
  summary: z.string().check(z.minLength(1), z.maxLength(EVALUATION_LIMITS.summary)),
  whatWorked: z
    .array(z.string().check(z.maxLength(EVALUATION_LIMITS.listItem)))
    .check(z.maxLength(EVALUATION_LIMITS.listItems)),
  improve: z
    .array(z.string().check(z.maxLength(EVALUATION_LIMITS.listItem)))
    .check(z.maxLength(EVALUATION_LIMITS.listItems)),
  /** Improves one or two of the learner's own sentences and says why; never the whole answer. */
  rewriteSuggestion: z.string().check(z.maxLength(EVALUATION_LIMITS.rewriteSuggestion)),
  nextHint: z.string().check(z.maxLength(EVALUATION_LIMITS.nextHint)),
});
export type EvaluatorOutput = z.infer<typeof evaluatorOutputSchema>;

const VERDICT_SHARE: Record<Verdict, number> = { met: 1, partly: 0.5, missing: 0 };

/** Each criterion's verdict: the first judgement naming it; a criterion nobody judged is missing. */
export function verdictsOf(rubric: Rubric, judgements: readonly Judgement[]): Map<string, Verdict> {
  const verdicts = new Map<string, Verdict>();
  for (const criterion of rubric.criteria) {
    const judgement = judgements.find((entry) => entry.criterionId === criterion.id);
    verdicts.set(criterion.id, judgement?.verdict ?? "missing");
  }
  return verdicts;
}

/**
 * The score 0-100 from the weights: met counts the full weight, partly half, missing nothing.
 * Judgements of criteria the rubric does not have are ignored, so a model cannot add points.
 */
export function scoreRubric(rubric: Rubric, judgements: readonly Judgement[]): number {
  const verdicts = verdictsOf(rubric, judgements);
  const total = rubric.criteria.reduce((sum, criterion) => sum + criterion.weight, 0);
  const earned = rubric.criteria.reduce(
    (sum, criterion) => sum + criterion.weight * VERDICT_SHARE[verdicts.get(criterion.id) ?? "missing"],
    0,
  );
  return total > 0 ? Math.min(100, Math.max(0, Math.round((earned / total) * 100))) : 0;
}

/** Pass: the score reaches PASS_SCORE and no required criterion is missing. */
export function isPass(rubric: Rubric, judgements: readonly Judgement[], score: number): boolean {
  const verdicts = verdictsOf(rubric, judgements);
  return (
    score >= PASS_SCORE &&
    rubric.criteria.every((criterion) => !criterion.required || verdicts.get(criterion.id) !== "missing")
  );
}

/** A multi answer's items: trimmed, empties dropped. */
export function answerItems(items: readonly string[]): string[] {
  return items.map((item) => item.trim()).filter((item) => item.length > 0);
}

/**
 * The text an evaluator reads and the learner sees again: a text answer trimmed, or a multi
 * answer's items one per line.
 */
export function answerText(input: string | readonly string[]): string {
  return typeof input === "string" ? input.trim() : answerItems(input).join("\n");
}

const squash = (value: string) => value.replace(/\s+/g, " ").trim().toLowerCase();

/**
 * Keeps a judgement's quote only if the answer holds it (ignoring case and runs of white space);
 * a quote the answer does not hold becomes null, so nobody is shown words they never wrote.
 */
export function keepAnswerQuotes(answer: string, judgements: readonly Judgement[]): Judgement[] {
  return judgements.map((judgement) =>
    judgement.quote !== null && holdsQuote(answer, judgement.quote) ? judgement : { ...judgement, quote: null },
  );
}

/** Whether `text` holds `quote`, ignoring case and runs of white space (an empty quote is held by nothing). */
export function holdsQuote(text: string, quote: string): boolean {
  const needle = squash(quote);
  return needle.length > 0 && squash(text).includes(needle);
}

import { z } from "zod/mini";
import { judgementSchema } from "./rubric";

// The Incubator's fixed words (phase keys, step statuses, limits, XP) and an answer with its
// evaluation, stored and sent alike. The learner's requests and responses are `learner.ts`; the
// stored documents, `storage.ts`; the rubric, `rubric.ts`.

// ---------- constants ----------

export const PHASE_KEYS = ["DISCOVER", "SHAPE", "SHOW", "SELL", "SERVE", "GROW"] as const;
export const phaseKeySchema = z.enum(PHASE_KEYS);
export type PhaseKey = z.infer<typeof phaseKeySchema>;

export const INPUT_TYPES = ["text", "multi"] as const;
export const inputTypeSchema = z.enum(INPUT_TYPES);
export type InputType = z.infer<typeof inputTypeSchema>;

export const STEP_STATUSES = ["locked", "in_progress", "complete"] as const;
export const stepStatusSchema = z.enum(STEP_STATUSES);
export type StepStatus = z.infer<typeof stepStatusSchema>;

export const INCUBATOR_LIMITS = {
  /** A text answer, after trimming. */
  textChars: 5000,
  /** A multi answer: items (before empties are dropped) and characters per item. */
  items: 20,
  itemChars: 500,
  /** 'Previous attempts' on the step page. */
  attemptsShown: 20,
  /** Recommended videos per evaluation. */
  recommendations: 3,
  /** Evaluations per user and window (the cost guard). */
  evaluationsPerWindow: 20,
  evaluationWindowMinutes: 10,
} as const;

export const XP = {
  /** A step's first pass. */
  pass: 50,
  /** Once per step, for a pass scoring HIGH_SCORE or more. */
  highScoreBonus: 25,
} as const;
export const HIGH_SCORE = 90;

/** Step ids are numeric strings, unique across phases and stable under reordering. */
export const stepIdSchema = z.string().check(z.regex(/^[1-9][0-9]{0,8}$/, "Not a valid step id"));

// ---------- answers and their evaluation (stored and sent alike) ----------
/** The answer as sent: a text step's text, or a multi step's items (trimmed, empties dropped). */
export const rawInputSchema = z.object({
  text: z.optional(z.string()),
  items: z.optional(z.array(z.string())),
});
export type RawInput = z.infer<typeof rawInputSchema>;

export const evaluationFeedbackSchema = z.object({
  summary: z.string(),
  whatWorked: z.array(z.string()),
  improve: z.array(z.string()),
  rewriteSuggestion: z.string(),
});
export type EvaluationFeedback = z.infer<typeof evaluationFeedbackSchema>;

/** A criterion as judged, with what the learner needs to read it (label, required). */
export const criterionResultSchema = z.extend(judgementSchema, {
  label: z.string(),
  required: z.boolean(),
  weight: z.number(),
});
export type CriterionResult = z.infer<typeof criterionResultSchema>;

export const evaluationFields = {
  passed: z.boolean(),
  score: z.int().check(z.gte(0), z.lte(100)),
  passScore: z.int(),
  feedback: evaluationFeedbackSchema,
  nextHint: z.string(),
  criteria: z.array(criterionResultSchema),
};

/**
 * What the evaluator concludes about an answer (`ai/evaluation.ts`), for learners and for the
 * admin's preview, which saves nothing.
 */
export const evaluationOutcomeSchema = z.object(evaluationFields);
export type EvaluationOutcome = z.infer<typeof evaluationOutcomeSchema>;

import { z } from "zod/mini";
import { idSchema } from "../common";
import { evaluationOutcomeSchema, INCUBATOR_LIMITS, inputTypeSchema, phaseKeySchema, stepIdSchema } from "./common";
import { phaseDocSchema, stepDocSchema } from "./storage";
import { rubricSchema, type RubricInput } from "./rubric";
import { SKILL_IDS } from "../pillars";
import { textSchema } from "../text";

/**
 * The Incubator admin: the admin views of phases and steps and every request and response of
 * `/api/admin/incubator`. The stored documents are `storage.ts`'s; the rubric is
 * `rubric.ts`'s.
 */

export const INCUBATOR_ADMIN_LIMITS = {
  /** Steps a phase may hold (the admin lists are plain arrays, so they stay bounded). */
  stepsPerPhase: 50,
  title: 120,
  prompt: 2000,
  helperTips: 10,
  helperTip: 300,
  /** Previews per admin and window (the cost guard). */
  previewsPerWindow: 30,
  previewWindowMinutes: 10,
} as const;

// ---------- the admin views ----------

/** A phase as admins see it: id (the key), order, title, goal, isActive. */
export const adminPhaseSchema = z.extend(
  z.pick(phaseDocSchema, { order: true, title: true, goal: true, isActive: true }),
  {
    id: phaseKeySchema,
  },
);
export type AdminPhase = z.infer<typeof adminPhaseSchema>;
/** GET /api/admin/incubator/phases: every phase, active or not, in order. */
export const adminPhaseListSchema = z.array(adminPhaseSchema);

/** A step as admins see it; `successCriteriaJSON` is the rubric as a JSON object. */
export const adminStepSchema = z.extend(
  z.pick(stepDocSchema, {
    phaseKey: true,
    order: true,
    title: true,
    planHeading: true,
    prompt: true,
    helperTips: true,
    inputType: true,
    isActive: true,
  }),
  { id: z.string(), successCriteriaJSON: rubricSchema },
);
export type AdminStep = z.infer<typeof adminStepSchema>;
/** GET /api/admin/incubator/phase/{phaseId}/steps: every step of the phase, active or not, in order. */
export const adminStepListSchema = z.array(adminStepSchema);

// ---------- params ----------

/** `phaseId` is the phase key (DISCOVER ... GROW: phases are fixed, never added); an unknown one is 404. */
export const adminPhaseParamsSchema = z.object({ phaseId: idSchema });
export const adminStepParamsSchema = z.object({ stepId: stepIdSchema });

// ---------- requests ----------

/** PATCH .../phase/{phaseId}/active and .../step/{stepId}/active */
export const setActiveRequestSchema = z.object({ isActive: z.boolean({ error: "isActive must be true or false" }) });
export type SetActiveRequest = z.infer<typeof setActiveRequestSchema>;

const stepTitleSchema = textSchema({
  label: "Step title",
  max: INCUBATOR_ADMIN_LIMITS.title,
  required: "Step title is required",
});
/** Empty: the business plan shows the step's title instead. */
const planHeadingSchema = textSchema({ label: "Plan heading", max: INCUBATOR_ADMIN_LIMITS.title });
const stepPromptSchema = textSchema({
  label: "Prompt",
  max: INCUBATOR_ADMIN_LIMITS.prompt,
  required: "Prompt is required",
  multiline: true,
});
/** One tip per line in the editor: trimmed, blank ones dropped. */
const helperTipsSchema = z
  .pipe(
    z.array(textSchema({ label: "A tip", max: INCUBATOR_ADMIN_LIMITS.helperTip })),
    z.transform((tips) => tips.filter((tip) => tip.length > 0)),
  )
  .check(
    z.refine((tips) => tips.length <= INCUBATOR_ADMIN_LIMITS.helperTips, {
      message: `At most ${INCUBATOR_ADMIN_LIMITS.helperTips} tips`,
    }),
  );

/**
 * PATCH .../step/{stepId}: the fields it names change, the others stay (the editor leaves out
 * criteria whose JSON does not parse). The rubric is checked field by field,
 * so a 400's `errors` name the bad one (e.g. `successCriteriaJSON.criteria.0.weight`).
 */
export const updateStepRequestSchema = z.partial(
  z.object({
    title: stepTitleSchema,
    planHeading: planHeadingSchema,
    prompt: stepPromptSchema,
    helperTips: helperTipsSchema,
    successCriteriaJSON: rubricSchema,
    inputType: inputTypeSchema,
  }),
);
export type UpdateStepRequest = z.input<typeof updateStepRequestSchema>;

/** The rubric a new step starts with until an admin writes its own. */
export const STARTER_RUBRIC: RubricInput = {
  aim: "A specific, concrete answer that a solo entrepreneur could act on this week.",
  minChars: 150,
  criteria: [
    {
      id: "specific",
      label: "Specific",
      description: "Names real people, numbers, prices or time frames rather than generalities.",
      weight: 50,
      required: true,
    },
    {
      id: "actionable",
      label: "Actionable",
      description: "Ends in a next step the learner can take, with a date or a measure of done.",
      weight: 50,
      required: false,
    },
  ],
};

/**
 * POST .../phase/{phaseId}/steps (beyond the old app): a step added at the end of the phase,
 * inactive until an admin switches it on, with the next free numeric id. Without criteria it
 * starts with STARTER_RUBRIC; without a skill, the skill of the phase's last step.
 */
export const createStepRequestSchema = z.object({
  title: stepTitleSchema,
  prompt: stepPromptSchema,
  inputType: z._default(inputTypeSchema, "text"),
  helperTips: z._default(helperTipsSchema, []),
  successCriteriaJSON: z.optional(rubricSchema),
  skillId: z.optional(z.enum(SKILL_IDS)),
});
export type CreateStepRequest = z.input<typeof createStepRequestSchema>;

/**
 * POST .../phase/{phaseId}/reorder: every step of the phase exactly once, numbered 1..n; the
 * server refuses anything else with 400 and moves nothing.
 */
export const reorderStepsRequestSchema = z.object({
  stepOrders: z
    .array(z.object({ stepId: stepIdSchema, order: z.int().check(z.gte(1)) }))
    .check(z.minLength(1, "stepOrders must name the phase's steps"), z.maxLength(INCUBATOR_ADMIN_LIMITS.stepsPerPhase)),
});
export type ReorderStepsRequest = z.infer<typeof reorderStepsRequestSchema>;

/** POST .../step/{stepId}/preview-evaluation: the learners' evaluator, nothing saved. */
export const previewEvaluationRequestSchema = z.object({
  sampleAnswer: textSchema({
    label: "A sample answer",
    max: INCUBATOR_LIMITS.textChars,
    required: "Please enter a sample answer",
    multiline: true,
  }),
});
export type PreviewEvaluationRequest = z.infer<typeof previewEvaluationRequestSchema>;

/**
 * An evaluation the admin previews (nothing is saved): the verdict, the per-criterion judgements, the pass score and
 * the model that answered (as the tutor test says it).
 */
export const previewEvaluationResponseSchema = z.extend(evaluationOutcomeSchema, {
  modelVersion: z.nullable(z.string()),
});
export type PreviewEvaluationResponse = z.infer<typeof previewEvaluationResponseSchema>;

import { z } from "zod/mini";
import { idSchema, isoDateSchema } from "../common";
import { attemptCoachingSchema } from "./coaching";
import { difficultySchema, pillarSchema, SKILL_IDS } from "../pillars";
import { textSchema } from "../text";
import { cohortWeekLabelSchema, phaseDueSchema } from "../cohorts/due";
import {
  INCUBATOR_LIMITS,
  evaluationFeedbackSchema,
  evaluationFields,
  inputTypeSchema,
  phaseKeySchema,
  rawInputSchema,
  stepIdSchema,
  stepStatusSchema,
} from "./common";

// Every request and response of `/api/incubator`: what the learner's views import.

// ---------- responses and requests of /api/incubator ----------

export const phaseKeyParamsSchema = z.object({ phaseKey: idSchema });
export const stepIdParamsSchema = z.object({ stepId: stepIdSchema });
export const recommendationParamsSchema = z.object({ id: idSchema });

/** GET /api/incubator/phases: the active phases in order. */
export const incubatorPhaseSchema = z.object({
  id: phaseKeySchema,
  key: phaseKeySchema,
  order: z.int(),
  title: z.string(),
  goal: z.string(),
  senseiTips: z.array(z.string()),
  /** Active steps. */
  stepCount: z.int().check(z.gte(0)),
  userProgress: z.object({
    completed: z.int().check(z.gte(0)),
    total: z.int().check(z.gte(0)),
    /** Open to the learner (the first active phase, the previous active one complete, or reached before). */
    unlocked: z.boolean(),
    /** Its badge was awarded. */
    badgeEarned: z.boolean(),
  }),
  /** When it is due, for a cohort member whose schedule has it (null otherwise). */
  due: z.optional(z.nullable(phaseDueSchema)),
});
export type IncubatorPhase = z.infer<typeof incubatorPhaseSchema>;
export const incubatorPhaseListSchema = z.array(incubatorPhaseSchema);

export const phaseProgressSchema = z.object({
  phaseKey: phaseKeySchema,
  completed: z.int().check(z.gte(0)),
  total: z.int().check(z.gte(0)),
});

/** GET /api/incubator/me/progress (also in every evaluation result). */
export const incubatorProgressSchema = z.object({
  overview: z.object({
    xp: z.int().check(z.gte(0)),
    badges: z.int().check(z.gte(0)),
    /** 'Badges x/6': the active phases. */
    totalBadges: z.int().check(z.gte(0)),
    completedSteps: z.int().check(z.gte(0)),
    totalSteps: z.int().check(z.gte(0)),
    /** completedSteps of totalSteps, rounded (0 without steps). */
    percent: z.int().check(z.gte(0), z.lte(100)),
  }),
  phaseProgress: z.array(phaseProgressSchema),
});
export type IncubatorProgress = z.infer<typeof incubatorProgressSchema>;

/** GET /api/incubator/me/badges: earned badges, oldest first. */
export const badgeSchema = z.object({ key: phaseKeySchema, title: z.string(), awardedAt: isoDateSchema });
export type Badge = z.infer<typeof badgeSchema>;
export const badgeListSchema = z.array(badgeSchema);

/** GET /api/incubator/me/overview: what the Incubator page shows first, the three answers above in one call. */
export const incubatorOverviewSchema = z.object({
  phases: incubatorPhaseListSchema,
  progress: incubatorProgressSchema,
  badges: badgeListSchema,
  /** "Week n of N" for a cohort member (null outside a cohort). */
  cohortWeek: z.optional(z.nullable(cohortWeekLabelSchema)),
});
export type IncubatorOverview = z.infer<typeof incubatorOverviewSchema>;

export const stepSummarySchema = z.object({
  id: z.string(),
  order: z.int(),
  title: z.string(),
  status: stepStatusSchema,
  /** The best score so far (0 before any evaluation). */
  score: z.int().check(z.gte(0), z.lte(100)),
});
export type StepSummary = z.infer<typeof stepSummarySchema>;

/** GET /api/incubator/phase/{phaseKey}/steps: the phase's active steps in order. */
export const phaseStepsResponseSchema = z.object({
  phase: z.object({
    key: phaseKeySchema,
    order: z.int(),
    title: z.string(),
    goal: z.string(),
    unlocked: z.boolean(),
    due: z.optional(z.nullable(phaseDueSchema)),
  }),
  steps: z.array(stepSummarySchema),
});
export type PhaseStepsResponse = z.infer<typeof phaseStepsResponseSchema>;

export const recommendationSchema = z.object({
  id: z.string(),
  position: z.int().check(z.gte(1)),
  recommendationReason: z.string(),
  video: z.object({
    id: z.string(),
    youtubeVideoId: z.string(),
    title: z.string(),
    channelTitle: z.string(),
    difficulty: difficultySchema,
    description: z.string(),
    thumbnailUrl: z.string(),
  }),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

/** An evaluation as the learner sees it, saved or fresh. */
export const evaluationSchema = z.object({ ...evaluationFields, evaluatedAt: isoDateSchema });
export type Evaluation = z.infer<typeof evaluationSchema>;

export const attemptSchema = z.object({
  id: z.string(),
  normalizedText: z.string(),
  rawInput: rawInputSchema,
  passed: z.boolean(),
  score: z.int().check(z.gte(0), z.lte(100)),
  evaluation: evaluationSchema,
  createdAt: isoDateSchema,
  /** Handed in after its phase's cohort week was over (accepted, and marked late). */
  late: z.optional(z.boolean()),
  /** The coaches' verdict, note and review of it (coaching.ts). */
  coaching: attemptCoachingSchema,
});
export type Attempt = z.infer<typeof attemptSchema>;

export const lastResponseSchema = z.object({
  normalizedText: z.string(),
  rawInput: rawInputSchema,
  savedAt: isoDateSchema,
  /** Null while this answer has not been evaluated. */
  aiPassed: z.nullable(z.boolean()),
  aiFeedback: z.nullable(z.object({ feedback: evaluationFeedbackSchema, nextHint: z.string() })),
});
export type LastResponse = z.infer<typeof lastResponseSchema>;

/** GET /api/incubator/step/{stepId} */
export const incubatorStepSchema = z.object({
  id: z.string(),
  phaseKey: phaseKeySchema,
  order: z.int(),
  title: z.string(),
  prompt: z.string(),
  inputType: inputTypeSchema,
  successCriteria: z.object({ aim: z.string(), minChars: z.int() }),
  helperTips: z.array(z.string()),
  skillId: z.enum(SKILL_IDS),
  pillar: pillarSchema,
  /** When its phase is due, for a cohort member (null otherwise). */
  due: z.optional(z.nullable(phaseDueSchema)),
  userProgress: z.object({ status: stepStatusSchema, score: z.int().check(z.gte(0), z.lte(100)) }),
  lastResponse: z.nullable(lastResponseSchema),
  /** The saved feedback: the latest evaluation, of this answer or an earlier one. */
  lastEvaluation: z.nullable(evaluationSchema),
  /** The latest attempts, newest first (INCUBATOR_LIMITS.attemptsShown). */
  attempts: z.array(attemptSchema),
  recommendations: z.array(recommendationSchema),
});
export type IncubatorStep = z.infer<typeof incubatorStepSchema>;

/**
 * POST /api/incubator/step/{stepId}/answer: a string for text steps, a list of strings for multi
 * steps. Text is trimmed, items trimmed and empties dropped; what is left must not be empty.
 */
export const saveAnswerRequestSchema = z.object({
  input: z.union([
    textSchema({
      label: "Your answer",
      max: INCUBATOR_LIMITS.textChars,
      multiline: true,
    }),
    z
      .array(
        textSchema({
          label: "An item",
          max: INCUBATOR_LIMITS.itemChars,
          tooLong: `Each item must be at most ${INCUBATOR_LIMITS.itemChars} characters`,
        }),
      )
      .check(z.maxLength(INCUBATOR_LIMITS.items, `At most ${INCUBATOR_LIMITS.items} items`)),
  ]),
});
export type SaveAnswerRequest = z.input<typeof saveAnswerRequestSchema>;

export const saveAnswerResponseSchema = z.object({
  stepId: z.string(),
  normalizedText: z.string(),
  rawInput: rawInputSchema,
  savedAt: isoDateSchema,
});
export type SaveAnswerResponse = z.infer<typeof saveAnswerResponseSchema>;

/** POST /api/incubator/step/{stepId}/evaluate takes {} and evaluates the saved answer. */
export const evaluateRequestSchema = z.object({});

/** The evaluation result: the verdict with its criteria and pass score, the attempt, and what it earned. */
export const evaluationResultSchema = z.object({
  ...evaluationFields,
  attemptId: z.string(),
  evaluatedAt: isoDateSchema,
  /** XP this evaluation earned (0, 25, 50 or 75). */
  xpAwarded: z.int().check(z.gte(0)),
  /** The phase badge this evaluation earned, or null. */
  badgeAwarded: z.nullable(z.object({ key: phaseKeySchema, title: z.string() })),
  /** The step this pass opened (the next one in the phase, or the next active phase's first), or null. */
  nextStepUnlocked: z.nullable(z.object({ stepId: z.string(), phaseKey: phaseKeySchema })),
  progress: incubatorProgressSchema,
  recommendations: z.array(recommendationSchema),
});
export type EvaluationResult = z.infer<typeof evaluationResultSchema>;

/** POST /api/incubator/recommendation/{id}/track */
export const TRACK_EVENTS = ["impression", "click"] as const;
export const trackRequestSchema = z.object({ eventType: z.enum(TRACK_EVENTS) });
export type TrackRequest = z.infer<typeof trackRequestSchema>;
export const trackResponseSchema = z.object({
  id: z.string(),
  eventType: z.enum(TRACK_EVENTS),
  /** False for a repeated impression of the same recommendation (counted once). */
  counted: z.boolean(),
});
export type TrackResponse = z.infer<typeof trackResponseSchema>;

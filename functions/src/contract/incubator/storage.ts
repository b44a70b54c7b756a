import { z } from "zod/mini";
import { timestampSchema } from "../common";
import { evaluationFields, inputTypeSchema, phaseKeySchema, rawInputSchema } from "./common";
import { attemptReviewSchema, coachNoteSchema, coachVerdictSchema, revisionRequestSchema } from "./coaching";
import { gateReasonSchema } from "./insights";
import { rubricSchema } from "./rubric";
import { curatedVideoDocSchema } from "../learning";
import { difficultySchema, pillarSchema, SKILL_IDS } from "../pillars";

// The Incubator's documents as stored in Firestore, read and written by the server only (the web
// imports the wire shapes of `incubator.ts`; the admin's shapes pick their fields from these).

// ---------- stored content: `incubatorPhases/{phaseKey}`, `incubatorSteps/{stepId}` ----------

/** `incubatorPhases/{phaseKey}`: the document id is the key (DISCOVER ... GROW). */
export const phaseDocSchema = z.object({
  order: z.int().check(z.gte(1)),
  title: z.string(),
  goal: z.string(),
  /** The roadmap's 'Sensei Tips' while this is the learner's current phase. */
  senseiTips: z.array(z.string()),
  isActive: z.boolean(),
});
export type PhaseDoc = z.infer<typeof phaseDocSchema>;

/** `incubatorSteps/{stepId}`: a numeric id; `order` is its place inside its phase (1..n). */
export const stepDocSchema = z.object({
  phaseKey: phaseKeySchema,
  order: z.int().check(z.gte(1)),
  title: z.string(),
  /** The step's heading in the learner's business plan; the plan shows the title without one. */
  planHeading: z.optional(z.string()),
  prompt: z.string(),
  inputType: inputTypeSchema,
  helperTips: z.array(z.string()),
  /** The rubric the evaluator scores the answer on (`rubric.ts`). */
  successCriteria: rubricSchema,
  /** The skill the step trains; its pillar picks the recommended videos. */
  skillId: z.enum(SKILL_IDS),
  isActive: z.boolean(),
});
export type StepDoc = z.infer<typeof stepDocSchema>;

// ---------- what a learner did: under `users/{uid}/...` ----------

/** One evaluation as stored on the attempt and as the step's saved feedback. */
export const storedEvaluationSchema = z.object({
  ...evaluationFields,
  modelVersion: z.nullable(z.string()),
  /**
   * Why the answer gate stopped the answer, null when an evaluator judged it. Evaluations stored
   * before it was kept have none even when gated: Insights counts those as "unknown".
   */
  gateReason: z._default(z.nullable(gateReasonSchema), null),
  evaluatedAt: timestampSchema,
});
export type StoredEvaluation = z.infer<typeof storedEvaluationSchema>;

/**
 * `users/{uid}/incubatorProgress/{stepId}`: the learner's state of one step. `completed` never goes
 * back once a step has passed (awards are never taken back).
 */
export const stepProgressDocSchema = z.object({
  phaseKey: phaseKeySchema,
  /** The saved answer (the latest `answer` call), or null before any. */
  response: z._default(
    z.nullable(
      z.object({
        normalizedText: z.string(),
        rawInput: rawInputSchema,
        savedAt: timestampSchema,
      }),
    ),
    null,
  ),
  /**
   * The answer of the latest passing evaluation: the business plan shows it, not a failing answer
   * saved after it.
   */
  passedAnswer: z._default(
    z.nullable(
      z.object({
        normalizedText: z.string(),
        rawInput: rawInputSchema,
        score: z.int().check(z.gte(0), z.lte(100)),
        attemptId: z.string(),
        passedAt: timestampSchema,
      }),
    ),
    null,
  ),
  /** The latest evaluation (of this or an earlier answer): the saved feedback. */
  lastEvaluation: z._default(z.nullable(storedEvaluationSchema), null),
  /** The latest evaluation's recommendation ids, in position order. */
  recommendationIds: z._default(z.array(z.string()), []),
  completed: z._default(z.boolean(), false),
  completedAt: z._default(z.nullable(timestampSchema), null),
  /** The best score of any evaluation (0 before any). */
  bestScore: z._default(z.int().check(z.gte(0), z.lte(100)), 0),
  attemptCount: z._default(z.int().check(z.gte(0)), 0),
  /**
   * When the step opened for the learner (the first read that showed it open). Null for steps
   * opened before it was kept: Insights counts those apart and cannot say how long they wait.
   */
  openedAt: z._default(z.nullable(timestampSchema), null),
  /** A coach's open request to revise the passed answer; the next passing answer clears it. */
  revisionRequest: z._default(z.nullable(revisionRequestSchema), null),
  /** Verdicts coaches gave on this step's attempts (a pass or a revision request): Insights' share. */
  coachVerdicts: z._default(z.int().check(z.gte(0)), 0),
  updatedAt: timestampSchema,
});
export type StepProgressDoc = z.infer<typeof stepProgressDocSchema>;

/** `users/{uid}/incubatorAttempts/{id}`: every evaluation is kept. */
export const attemptDocSchema = z.object({
  stepId: z.string(),
  phaseKey: phaseKeySchema,
  normalizedText: z.string(),
  rawInput: rawInputSchema,
  evaluation: storedEvaluationSchema,
  /** The coaches' part: their verdict and note beside the AI's evaluation, and the review queue's state. */
  coachVerdict: z._default(z.nullable(coachVerdictSchema), null),
  coachNote: z._default(z.nullable(coachNoteSchema), null),
  review: z._default(z.nullable(attemptReviewSchema), null),
  /** When the learner asked their coach to review it (once per attempt). */
  disputedAt: z._default(z.nullable(timestampSchema), null),
  /** Handed in after its phase's cohort week was over: accepted, and marked (absent outside a cohort). */
  late: z.optional(z.boolean()),
  createdAt: timestampSchema,
});
export type AttemptDoc = z.infer<typeof attemptDocSchema>;
/**
 * What the messages feature's coach-review messages read of an attempt (here, not in messages.ts,
 * which the web's shared chunk imports: this file is the back office's).
 */
export const coachedAttemptFieldsSchema = z.pick(attemptDocSchema, {
  stepId: true,
  phaseKey: true,
  coachNote: true,
  coachVerdict: true,
});

/**
 * `users/{uid}/incubator/state`: XP, and what the learner has reached (an unlock is permanent:
 * admins switching or reordering content never locks it again).
 */
export const INCUBATOR_STATE_ID = "state";
export const learnerStateDocSchema = z.object({
  xp: z._default(z.int().check(z.gte(0)), 0),
  reachedPhases: z._default(z.array(z.string()), []),
  reachedSteps: z._default(z.array(z.string()), []),
  updatedAt: timestampSchema,
});
export type LearnerStateDoc = z.infer<typeof learnerStateDocSchema>;

export const AWARD_KINDS = ["step_pass", "high_score", "phase_badge"] as const;
export const awardKindSchema = z.enum(AWARD_KINDS);
export type AwardKind = z.infer<typeof awardKindSchema>;

/** The award document id: one per kind and step (or phase), so each is given exactly once. */
export const awardId = (kind: AwardKind, subject: string) => `${kind}_${subject}`;

/** `users/{uid}/incubatorAwards/{kind}_{stepId|phaseKey}`: created if absent, never removed. */
export const awardDocSchema = z.object({
  kind: awardKindSchema,
  phaseKey: phaseKeySchema,
  stepId: z.nullable(z.string()),
  xp: z.int().check(z.gte(0)),
  /** A badge's title (the phase's title when it was earned); else the step's. */
  title: z.string(),
  attemptId: z.string(),
  createdAt: timestampSchema,
});
export type AwardDoc = z.infer<typeof awardDocSchema>;

export const recommendedVideoSchema = z.object({
  curatedVideoId: z.string(),
  youtubeVideoId: z.string(),
  title: z.string(),
  channelTitle: z.string(),
  difficulty: difficultySchema,
  description: z.string(),
  pillar: pillarSchema,
  skillId: z.enum(SKILL_IDS),
});
export type RecommendedVideo = z.infer<typeof recommendedVideoSchema>;

/** The fields of `curatedVideos/{id}` (learning owns it) that recommendations read. */
export const incubatorCuratedVideoSchema = z.pick(curatedVideoDocSchema, {
  youtubeVideoId: true,
  title: true,
  description: true,
  channelTitle: true,
  pillar: true,
  skillId: true,
  difficulty: true,
  orderPriority: true,
  isActive: true,
});
export type IncubatorCuratedVideo = z.infer<typeof incubatorCuratedVideoSchema>;

/** `users/{uid}/incubatorRecommendations/{id}`: one per shown video and evaluation. */
export const recommendationDocSchema = z.object({
  stepId: z.string(),
  attemptId: z.string(),
  position: z.int().check(z.gte(1)),
  recommendationReason: z.string(),
  video: recommendedVideoSchema,
  /** Set by the first impression; later impressions of the same recommendation count nothing. */
  impressionAt: z.nullable(timestampSchema),
  clicks: z.int().check(z.gte(0)),
  createdAt: timestampSchema,
});
export type RecommendationDoc = z.infer<typeof recommendationDocSchema>;

import { z } from "zod/mini";
import { idSchema, isoDateSchema, timestampSchema } from "../common";
import { attemptSchema, badgeSchema, incubatorProgressSchema } from "./learner";
import { phaseKeySchema, stepIdSchema, stepStatusSchema } from "./common";
import { attemptCoachingSchema, COACH_LIMITS, coachActionSchema, reviewKindSchema } from "./coaching";
import { incubatorPlanSchema } from "./plan";
import { textSchema } from "../text";

// Coach review's calls: the learner's "Ask my coach to review", and the admin's reading of a
// learner's Incubator, their note, pass or revision request, and the review queue.

/**
 * `incubatorReviews/{uid}_{attemptId}`: the review queue, one document per attempt that needed a
 * person (server-only). Open items are read oldest first; resolved ones stay.
 */
export const reviewDocSchema = z.object({
  uid: z.string(),
  attemptId: z.string(),
  stepId: z.string(),
  phaseKey: phaseKeySchema,
  kind: reviewKindSchema,
  /** The AI's score of the attempt. */
  score: z.int().check(z.gte(0), z.lte(100)),
  open: z.boolean(),
  openedAt: timestampSchema,
  resolvedAt: z.nullable(timestampSchema),
  /**
   * The learner's cohort and coach when the item was written, kept when the coach changes
   * (features/cohorts), so "My learners" filters the queue on `coachId`. Absent on older items.
   */
  cohortId: z.optional(z.nullable(z.string())),
  coachId: z.optional(z.nullable(z.string())),
});
export type ReviewDoc = z.infer<typeof reviewDocSchema>;
export const reviewId = (uid: string, attemptId: string) => `${uid}_${attemptId}`;

/** An attempt as admins read it: the learner's attempt and its step. */
export const coachedAttemptSchema = z.extend(attemptSchema, { stepId: z.string() });
export type CoachedAttempt = z.infer<typeof coachedAttemptSchema>;

/** POST /api/incubator/attempts/{attemptId}/review: the learner asks their coach (takes {}). */
export const attemptParamsSchema = z.object({ attemptId: idSchema });
export const askForReviewRequestSchema = z.object({});
export const askForReviewResponseSchema = z.object({ attemptId: z.string(), coaching: attemptCoachingSchema });
export type AskForReviewResponse = z.infer<typeof askForReviewResponseSchema>;

// ---------- admin: /api/admin/users/{id}/incubator... ----------

export const learnerParamsSchema = z.object({ id: idSchema });
export const learnerStepParamsSchema = z.object({ id: idSchema, stepId: stepIdSchema });
export const learnerAttemptParamsSchema = z.object({ id: idSchema, attemptId: idSchema });

/** GET /api/admin/users/{id}/incubator: the learner's roadmap and plan, read only. */
export const learnerIncubatorSchema = z.object({
  learner: z.object({ id: z.string(), name: z.string(), username: z.string() }),
  progress: incubatorProgressSchema,
  badges: z.array(badgeSchema),
  phases: z.array(
    z.object({
      key: phaseKeySchema,
      title: z.string(),
      unlocked: z.boolean(),
      badgeEarned: z.boolean(),
      steps: z.array(
        z.object({
          id: z.string(),
          order: z.int(),
          title: z.string(),
          status: stepStatusSchema,
          bestScore: z.int().check(z.gte(0), z.lte(100)),
          attemptCount: z.int().check(z.gte(0)),
          /** The kind of the step's open review item, if any. */
          openReview: z.nullable(reviewKindSchema),
          revisionRequested: z.boolean(),
        }),
      ),
    }),
  ),
  plan: incubatorPlanSchema,
});
export type LearnerIncubator = z.infer<typeof learnerIncubatorSchema>;

/** GET /api/admin/users/{id}/incubator/steps/{stepId}/attempts?cursor=: newest first, paged. */
export const attemptPageQuerySchema = z.object({ cursor: z.optional(idSchema) });
export const coachedAttemptPageSchema = z.object({
  items: z.array(coachedAttemptSchema),
  nextCursor: z.nullable(z.string()),
});
export type CoachedAttemptPage = z.infer<typeof coachedAttemptPageSchema>;

/** POST /api/admin/users/{id}/incubator/attempts/{attemptId}/note */
export const coachNoteRequestSchema = z.object({
  text: textSchema({
    label: "Note",
    max: COACH_LIMITS.noteChars,
    required: "Write a note",
    multiline: true,
  }),
});
export type CoachNoteRequest = z.input<typeof coachNoteRequestSchema>;

/** POST /api/admin/users/{id}/incubator/attempts/{attemptId}/verdict: a pass or a revision request. */
export const coachVerdictRequestSchema = z.object({
  action: coachActionSchema,
  reason: textSchema({
    label: "Reason",
    max: COACH_LIMITS.reasonChars,
    required: "Give a reason",
    multiline: true,
  }),
});
export type CoachVerdictRequest = z.input<typeof coachVerdictRequestSchema>;

/** Both coach calls answer the attempt as it now stands. */
export const coachResponseSchema = coachedAttemptSchema;

/**
 * GET /api/admin/incubator/reviews?cursor=&coach=me: open items, oldest first, with the open count;
 * `coach=me` keeps the caller's learners' items ("My learners": a filter, not a permission).
 */
export const reviewQueueQuerySchema = z.object({ cursor: z.optional(idSchema), coach: z.optional(z.enum(["me"])) });
export const reviewQueueItemSchema = z.object({
  id: z.string(),
  learner: z.object({ id: z.string(), name: z.string() }),
  attemptId: z.string(),
  stepId: z.string(),
  stepTitle: z.string(),
  phaseKey: phaseKeySchema,
  kind: reviewKindSchema,
  score: z.int(),
  openedAt: isoDateSchema,
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItemSchema>;
export const reviewQueuePageSchema = z.object({
  items: z.array(reviewQueueItemSchema),
  /** Open items in all. */
  total: z.int().check(z.gte(0)),
  nextCursor: z.nullable(z.string()),
});
export type ReviewQueuePage = z.infer<typeof reviewQueuePageSchema>;

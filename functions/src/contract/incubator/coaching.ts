import { z } from "zod/mini";
import { auditActorSchema } from "../audit-log";
import { isoDateSchema, timestampSchema } from "../common";
import { storedTextSchema } from "../text";

// Coach review (docs/decisions/058-ai-verdict-never-overwritten.md): admins read a learner's Incubator work, note an
// attempt, pass a failed one or ask to revise a passed one, and clear the review queue. The AI's
// evaluation is never overwritten: the coach's verdict is kept beside it.

export const COACH_LIMITS = {
  /** A coach's reason for a pass or a revision request. */
  reasonChars: 1000,
  /** A coach's note on an attempt. */
  noteChars: 2000,
  /** The review queue's borderline band: scores from 60 to 80 (the pass mark is 70). */
  borderlineFrom: 60,
  borderlineTo: 80,
  /** "Ask my coach to review": per learner and window. */
  disputesPerWindow: 5,
  disputeWindowHours: 24,
  /** Page sizes: the queue, a step's attempts for admins. */
  queuePage: 20,
  attemptsPage: 10,
} as const;

export const COACH_ACTIONS = ["pass", "revise"] as const;
export const coachActionSchema = z.enum(COACH_ACTIONS);
export type CoachAction = z.infer<typeof coachActionSchema>;

export const REVIEW_KINDS = ["borderline", "dispute"] as const;
export const reviewKindSchema = z.enum(REVIEW_KINDS);
export type ReviewKind = z.infer<typeof reviewKindSchema>;

/** An evaluation a person should look at: a score in the borderline band, or a required criterion only partly met. */
export function isBorderline(evaluation: { score: number; criteria: { required: boolean; verdict: string }[] }) {
  return (
    (evaluation.score >= COACH_LIMITS.borderlineFrom && evaluation.score <= COACH_LIMITS.borderlineTo) ||
    evaluation.criteria.some((criterion) => criterion.required && criterion.verdict === "partly")
  );
}

/** Whether an attempt stands as passed: the coach's verdict where there is one, else the AI's. */
export const standsPassed = (aiPassed: boolean, verdict: { action: CoachAction } | null) =>
  verdict ? verdict.action === "pass" : aiPassed;

/**
 * What a coach may do with an attempt: pass a failed one no coach has decided, or ask to revise one
 * that stands passed (the AI's pass or a coach's).
 */
export function coachActionsFor(aiPassed: boolean, verdict: { action: CoachAction } | null): CoachAction[] {
  if (!aiPassed && !verdict) return ["pass"];
  return standsPassed(aiPassed, verdict) ? ["revise"] : [];
}

// ---------- stored: on `users/{uid}/incubatorAttempts/{id}` and `.../incubatorProgress/{stepId}` ----------

/** A coach's pass or revision request, kept beside the AI's evaluation, which it never overwrites. */
export const coachVerdictSchema = z.object({
  action: coachActionSchema,
  reason: storedTextSchema(COACH_LIMITS.reasonChars),
  by: auditActorSchema,
  at: timestampSchema,
});
export type CoachVerdict = z.infer<typeof coachVerdictSchema>;

export const coachNoteSchema = z.object({
  text: storedTextSchema(COACH_LIMITS.noteChars),
  by: auditActorSchema,
  at: timestampSchema,
});
export type CoachNote = z.infer<typeof coachNoteSchema>;

/** The attempt's place in the review queue: open while `resolvedAt` is null, kept once resolved. */
export const attemptReviewSchema = z.object({
  kind: reviewKindSchema,
  openedAt: timestampSchema,
  resolvedAt: z.nullable(timestampSchema),
});
export type AttemptReview = z.infer<typeof attemptReviewSchema>;

/** On the step's progress: the coach's open request to revise the passed answer. */
export const revisionRequestSchema = z.object({
  reason: storedTextSchema(COACH_LIMITS.reasonChars),
  attemptId: z.string(),
  by: auditActorSchema,
  at: timestampSchema,
});
export type RevisionRequest = z.infer<typeof revisionRequestSchema>;

// ---------- on the wire ----------

const coachVerdictWireSchema = z.object({
  action: coachActionSchema,
  reason: z.string(),
  by: z.string(),
  at: isoDateSchema,
});
const coachNoteWireSchema = z.object({ text: z.string(), by: z.string(), at: isoDateSchema });
const reviewWireSchema = z.object({ kind: reviewKindSchema, open: z.boolean(), openedAt: isoDateSchema });

/** The coaches' part of an attempt, for the learner and the admin alike. */
export const attemptCoachingSchema = z.object({
  verdict: z.nullable(coachVerdictWireSchema),
  note: z.nullable(coachNoteWireSchema),
  review: z.nullable(reviewWireSchema),
  /** "Ask my coach to review": a failed attempt, not asked about before, without a coach's verdict. */
  canAskForReview: z.boolean(),
});
export type AttemptCoaching = z.infer<typeof attemptCoachingSchema>;

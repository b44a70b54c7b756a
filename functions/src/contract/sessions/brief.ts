import { z } from "zod/mini";
import { isoDateSchema } from "../common";
import { phaseDueSchema } from "../cohorts/due";
import { checkInFiguresSchema } from "../cohorts/storage";
import { criterionResultSchema, phaseKeySchema, stepStatusSchema } from "../incubator/common";
import { reviewKindSchema } from "../incubator/coaching";
import { coachSessionSchema } from "./coach";

// A session's brief (GET /api/admin/sessions/{sessionId}/brief): the learner's work as the coach
// walks in with it, built from stored data on each request (no copy of it goes stale), and the AI's
// short summary of it (POST .../summary).

export const BRIEF_LIMITS = {
  /** The learner's latest attempts the brief shows. */
  attempts: 5,
  /** Their recent check-ins the chart draws. */
  checkIns: 8,
  /** Open review items (one per attempt; few are open at once). */
  reviews: 20,
  /** The AI summary's length, in characters. */
  summaryChars: 1200,
} as const;

/** A step of the roadmap as the coach sees it; a complete one may be sent back for revision. */
export const briefStepSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: stepStatusSchema,
  bestScore: z.int(),
  /** A coach's revision request is open on it. */
  revisionRequested: z.boolean(),
});

export const briefPhaseSchema = z.object({
  key: phaseKeySchema,
  title: z.string(),
  unlocked: z.boolean(),
  /** Steps passed of the phase's active steps. */
  passed: z.int(),
  total: z.int(),
  status: stepStatusSchema,
  /** When the cohort's schedule has it due; null outside a cohort or off the schedule. */
  due: z.nullable(phaseDueSchema),
  /** Its week is over and it is not complete. */
  overdue: z.boolean(),
  steps: z.array(briefStepSchema),
});
export type BriefPhase = z.infer<typeof briefPhaseSchema>;

/** Where the learner stands against their cohort's schedule: week n of N and what is due or overdue. */
export const briefCohortSchema = z.object({
  name: z.string(),
  week: z.int(),
  weeks: z.int(),
  started: z.boolean(),
  completed: z.boolean(),
  timeZone: z.string(),
  /** Phases due in the running week. */
  due: z.array(phaseKeySchema),
  /** Phases whose week is over and not complete. */
  overdue: z.array(phaseKeySchema),
});
export type BriefCohort = z.infer<typeof briefCohortSchema>;

export const briefAttemptSchema = z.object({
  id: z.string(),
  stepId: z.string(),
  stepTitle: z.string(),
  phaseKey: phaseKeySchema,
  score: z.int(),
  /** The AI's verdict. */
  passed: z.boolean(),
  /** The coach's pass or revision request beside it, if any. */
  coachVerdict: z.nullable(z.enum(["pass", "revise"])),
  late: z.boolean(),
  createdAt: isoDateSchema,
  /** The AI's verdict on each criterion; the quote only for one not met (the words it failed on). */
  criteria: z.array(criterionResultSchema),
});
export type BriefAttempt = z.infer<typeof briefAttemptSchema>;

/** An open review item: a borderline verdict, or the learner's dispute ("Ask my coach to review"). */
export const briefReviewSchema = z.object({
  attemptId: z.string(),
  stepId: z.string(),
  stepTitle: z.string(),
  kind: reviewKindSchema,
  score: z.int(),
  openedAt: isoDateSchema,
});

export const briefCheckInSchema = z.extend(checkInFiguresSchema, {
  week: z.int(),
  currency: z.string(),
});
export type BriefCheckIn = z.infer<typeof briefCheckInSchema>;

export const sessionBriefSchema = z.object({
  session: coachSessionSchema,
  roadmap: z.object({
    completedSteps: z.int(),
    totalSteps: z.int(),
    phases: z.array(briefPhaseSchema),
  }),
  /** Null outside a cohort (or in a draft one). */
  cohort: z.nullable(briefCohortSchema),
  /** Newest first. */
  attempts: z.array(briefAttemptSchema),
  openReviews: z.array(briefReviewSchema),
  /** Oldest first, the latest BRIEF_LIMITS.checkIns. */
  checkIns: z.array(briefCheckInSchema),
  /** What the learner asked for help with. */
  topic: z.string(),
});
export type SessionBrief = z.infer<typeof sessionBriefSchema>;

/** POST /api/admin/sessions/{sessionId}/summary: written by the AI, and marked so wherever it shows. */
export const briefSummarySchema = z.object({
  summary: z.string(),
  writtenBy: z.literal("ai"),
  modelVersion: z.nullable(z.string()),
});
export type BriefSummary = z.infer<typeof briefSummarySchema>;

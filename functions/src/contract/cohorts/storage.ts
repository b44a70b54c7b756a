import { z } from "zod/mini";
import { timestampSchema } from "../common";
import { storedTextSchema } from "../text";
import {
  COHORT_LIMITS,
  cohortScheduleSchema,
  cohortStageSchema,
  currencySchema,
  plainDateSchema,
  weekdaySchema,
} from "./common";
import { joinCodeDocSchema } from "./enrolment";

// Cohorts as stored, written by the server only (firestore.rules). Each feature's requests and
// answers are beside it (admin.ts, enrolment.ts, week.ts, dashboard.ts).

/** `cohorts/{cohortId}` */
export const cohortDocSchema = z.object({
  name: z.string(),
  /** A Monday, in `timeZone`. */
  startDate: plainDateSchema,
  weeks: z.int().check(z.gte(COHORT_LIMITS.weeksMin), z.lte(COHORT_LIMITS.weeksMax)),
  /** The cohort's IANA zone: its weeks start on Monday 00:00 there. */
  timeZone: z.string(),
  /** The check-ins' money figures are in this currency (ISO 4217). */
  currency: currencySchema,
  checkInWeekday: weekdaySchema,
  schedule: cohortScheduleSchema,
  stage: cohortStageSchema,
  /** The admins assigned as its coaches. */
  coachIds: z.array(z.string()),
  /** Members now in the cohort (not removed or moved). */
  memberCount: z.int().check(z.gte(0)),
  /** Members now in the cohort per coach (the balancing reads it: `pickCoach`). */
  coachLoads: z.record(z.string(), z.int()),
  /** Members per IANA zone, so a sweep at 09:00 somewhere reads only the members who live there. */
  memberZones: z.record(z.string(), z.int()),
  /** The code learners join with (contract/cohorts/enrolment.ts); null until the admin makes one. */
  joinCode: z._default(z.nullable(joinCodeDocSchema), null),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type CohortDoc = z.infer<typeof cohortDocSchema>;

export const MEMBERSHIP_OUTCOMES = ["completed", "removed", "moved"] as const;

/**
 * `cohortMembers/{uid}`: the learner's one current cohort (at most one open or running, by
 * construction), the coach assigned them, and the figures the cohort's roster and sweeps filter
 * on, kept by the Incubator and check-in writes. `cohortId` null: in no cohort now; what came
 * before stays in `history`.
 */
export const cohortMemberDocSchema = z.object({
  uid: z.string(),
  cohortId: z.nullable(z.string()),
  name: z.string(),
  email: z.string(),
  coachId: z.nullable(z.string()),
  joinedAt: timestampSchema,
  /** The learner's zone (their profile's), for their deadlines and the 09:00 nudges. */
  timeZone: z.string(),
  /** Steps passed in the Incubator, and the roadmap's phases complete, in order. */
  stepsPassed: z.int().check(z.gte(0)),
  phasesComplete: z.int().check(z.gte(0)),
  /** The latest answer, evaluation or pass; null before any. */
  lastWorkedAt: z.nullable(timestampSchema),
  /** Failed attempts on the step in progress since its last pass. */
  failedAttempts: z.int().check(z.gte(0)),
  /** The last cohort week the learner checked in for; 0 before any. */
  lastCheckInWeek: z.int().check(z.gte(0)),
  history: z.array(
    z.object({
      cohortId: z.string(),
      cohortName: z.string(),
      outcome: z.enum(MEMBERSHIP_OUTCOMES),
      at: timestampSchema,
    }),
  ),
});
export type CohortMemberDoc = z.infer<typeof cohortMemberDocSchema>;

/** A new member's figures: nothing passed, worked on or checked in yet. */
export const NEW_MEMBER_FIGURES = {
  stepsPassed: 0,
  phasesComplete: 0,
  lastWorkedAt: null,
  failedAttempts: 0,
  lastCheckInWeek: 0,
} as const satisfies Partial<CohortMemberDoc>;

/** One week's check-in figures, the same in the learner's document and the week's shard. */
export const checkInFiguresSchema = z.object({
  /** In the cohort's currency, two decimals at most. */
  revenue: z.number().check(z.gte(0)),
  clients: z.int().check(z.gte(0)),
  leads: z.int().check(z.gte(0)),
  hours: z.number().check(z.gte(0)),
  confidence: z.int().check(z.gte(1), z.lte(5)),
});
export type CheckInFigures = z.infer<typeof checkInFiguresSchema>;

/** `users/{uid}/checkIns/{cohortId}-{week}`: one per cohort week, editable until the week ends. */
export const checkInDocSchema = z.object({
  uid: z.string(),
  cohortId: z.string(),
  week: z.int().check(z.gte(1)),
  currency: currencySchema,
  ...checkInFiguresSchema.shape,
  win: storedTextSchema(500),
  blocker: storedTextSchema(500),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type CheckInDoc = z.infer<typeof checkInDocSchema>;
export const checkInId = (cohortId: string, week: number) => `${cohortId}-${week}`;

/**
 * `cohorts/{cohortId}/weekStats/{week}-{shard}`: a cohort week's figures, spread over
 * COHORT_LIMITS.weekStatShards documents by learner, so the cohort dashboard reads weeks x shards
 * documents however many learners there are. `checkIns` holds each learner's figures (the medians
 * need them); `stepsPassed` counts the passes made in that week.
 */
export const weekStatsDocSchema = z.object({
  week: z.int().check(z.gte(1)),
  shard: z.int().check(z.gte(0)),
  checkIns: z.record(z.string(), checkInFiguresSchema),
  stepsPassed: z.int().check(z.gte(0)),
});
export type WeekStatsDoc = z.infer<typeof weekStatsDocSchema>;
export const weekStatsId = (week: number, shard: number) => `${week}-${shard}`;

/** The shard a learner's figures go to: the same one every week. */
export function weekStatsShard(uid: string): number {
  let hash = 0;
  for (const char of uid) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % COHORT_LIMITS.weekStatShards;
}

/**
 * `cohorts/{cohortId}/passes/{uid}-{stepId}`: a learner's pass of a step already counted in its
 * week's shard, so a retried progress trigger (or a second write that looks like a pass) counts
 * it once.
 */
export const cohortPassDocSchema = z.object({
  uid: z.string(),
  stepId: z.string(),
  week: z.int().check(z.gte(1)),
  countedAt: timestampSchema,
});
export const cohortPassId = (uid: string, stepId: string) => `${uid}-${stepId}`;

import { z } from "zod/mini";
import { idSchema, isoDateSchema } from "../common";
import { currencySchema } from "./common";

// The cohort dashboard for coaches: GET /api/admin/cohorts/:cohortId/dashboard. A page of the
// roster (the caller's own learners first) and, on the first page, the cohort's weekly series, read
// from the week shards: weeks x shards documents and one page of learners, however many learners.

export const COHORT_DASHBOARD = {
  /** The roster CSV pages through the roster endpoint; a cohort beyond this many learners is refused in the browser. */
  csvRowsMax: 5000,
} as const;

export const dashboardParamsSchema = z.object({ cohortId: idSchema });

export const dashboardQuerySchema = z.object({
  /** "me": the caller's own learners only ("My learners"). Without it every learner, the caller's first. */
  coach: z.optional(z.enum(["me"])),
  /** The previous page's last learner id. */
  cursor: z.optional(idSchema),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/**
 * on_track; behind: a phase past its due date is not complete; stuck: failing a step
 * (INSIGHTS.stuckFailedAttempts) or no work for INSIGHTS.stuckIdleDays while not finished.
 */
export const ROSTER_STATUSES = ["on_track", "behind", "stuck"] as const;
export const rosterStatusSchema = z.enum(ROSTER_STATUSES);
export type RosterStatus = z.infer<typeof rosterStatusSchema>;

export const rosterRowSchema = z.object({
  /** The learner's uid: their Incubator is /admin/users/:id/incubator. */
  id: z.string(),
  name: z.string(),
  email: z.string(),
  status: rosterStatusSchema,
  /** Checked in for the cohort's current week. */
  checkedIn: z.boolean(),
  coach: z.nullable(z.object({ id: z.string(), name: z.string() })),
  /** The caller is their coach. */
  mine: z.boolean(),
  stepsPassed: z.int(),
  phasesComplete: z.int(),
  failedAttempts: z.int(),
  lastWorkedAt: z.nullable(isoDateSchema),
});
export type RosterRow = z.infer<typeof rosterRowSchema>;

/** One cohort week's figures; the learners' figures (passed, check-ins, medians) are null for weeks not begun. */
export const weekFiguresSchema = z.object({
  week: z.int(),
  /** Steps the schedule expects a learner to have passed by the end of the week. */
  expectedSteps: z.int(),
  /** Steps passed in the cohort up to the end of the week, per member. */
  passedSteps: z.nullable(z.number()),
  checkIns: z.nullable(z.int()),
  /** Check-ins of the week per member, 0..1. */
  checkInRate: z.nullable(z.number()),
  /** Medians of the week's check-ins, in the cohort's currency; null without check-ins. */
  medianRevenue: z.nullable(z.number()),
  medianClients: z.nullable(z.number()),
});
export type WeekFigures = z.infer<typeof weekFiguresSchema>;

export const cohortDashboardSchema = z.object({
  cohort: z.object({
    id: z.string(),
    name: z.string(),
    weeks: z.int(),
    /** 0 before the start, weeks + 1 after the end. */
    currentWeek: z.int(),
    memberCount: z.int(),
    currency: currencySchema,
    /** Steps in the roadmap's active phases (a learner who passed them all has finished). */
    totalSteps: z.int(),
  }),
  rows: z.array(rosterRowSchema),
  nextCursor: z.nullable(z.string()),
  /** The weekly series, on the first page only (later pages are the roster's). */
  series: z.nullable(z.array(weekFiguresSchema)),
  /** Documents read to answer (bench:cohort); an empty query counts as one, as Firestore bills it. */
  reads: z.int(),
});
export type CohortDashboard = z.infer<typeof cohortDashboardSchema>;

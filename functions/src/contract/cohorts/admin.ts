import { z } from "zod/mini";
import { idSchema, isoDateSchema, timeZoneSchema } from "../common";
import { phaseKeySchema } from "../incubator/common";
import { textSchema } from "../text";
import {
  COHORT_LIMITS,
  cohortScheduleSchema,
  cohortStageSchema,
  cohortStatusSchema,
  currencySchema,
  plainDateSchema,
  weekdaySchema,
} from "./common";

// The admin's cohort management (features/cohorts): the Cohorts tab's list and form, a cohort's
// settings and schedule, its coaches and its roster. Admin-only.

/** Coaches one cohort may have. */
export const COHORT_COACHES_MAX = 20;
/** Cohorts on one page of the admin's list. */
export const COHORT_LIST_PAGE = 25;

export const cohortParamsSchema = z.object({ cohortId: idSchema });
export const cohortMemberParamsSchema = z.object({ cohortId: idSchema, uid: idSchema });

const weeksSchema = z
  .int("Give the length in whole weeks")
  .check(
    z.gte(COHORT_LIMITS.weeksMin, `A cohort runs at least ${COHORT_LIMITS.weeksMin} week`),
    z.lte(COHORT_LIMITS.weeksMax, `A cohort runs at most ${COHORT_LIMITS.weeksMax} weeks`),
  );
const nameSchema = textSchema({ label: "Name", max: COHORT_LIMITS.nameMax, required: "Give the cohort a name" });

/**
 * `POST /api/admin/cohorts`: a draft cohort. The start date must be a Monday (checked by the
 * server's calendar); without a schedule it gets the default one (`defaultSchedule`).
 */
export const createCohortRequestSchema = z.object({
  name: nameSchema,
  startDate: plainDateSchema,
  weeks: weeksSchema,
  timeZone: timeZoneSchema,
  currency: currencySchema,
  checkInWeekday: weekdaySchema,
  schedule: z.optional(cohortScheduleSchema),
});
export type CreateCohortRequest = z.infer<typeof createCohortRequestSchema>;

/**
 * `PATCH /api/admin/cohorts/{cohortId}`: the fields given change. Once a cohort has started
 * (running or finished) its start date, length and time zone stay: its weeks, deadlines and the
 * check-ins filed against them are counted from them. Its stage moves between draft and open by hand.
 */
export const updateCohortRequestSchema = z.object({
  name: z.optional(nameSchema),
  startDate: z.optional(plainDateSchema),
  weeks: z.optional(weeksSchema),
  timeZone: z.optional(timeZoneSchema),
  currency: z.optional(currencySchema),
  checkInWeekday: z.optional(weekdaySchema),
  schedule: z.optional(cohortScheduleSchema),
  stage: z.optional(cohortStageSchema),
});
export type UpdateCohortRequest = z.infer<typeof updateCohortRequestSchema>;

export const cohortCoachSchema = z.object({ id: z.string(), name: z.string() });

/** A cohort as the admin reads it, with its state now. */
export const adminCohortSchema = z.object({
  id: z.string(),
  name: z.string(),
  startDate: plainDateSchema,
  weeks: z.int(),
  timeZone: z.string(),
  currency: z.string(),
  checkInWeekday: weekdaySchema,
  schedule: cohortScheduleSchema,
  stage: cohortStageSchema,
  status: cohortStatusSchema,
  coaches: z.array(cohortCoachSchema),
  memberCount: z.int(),
  /** Members per coach id. */
  coachLoads: z.record(z.string(), z.int()),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type AdminCohort = z.infer<typeof adminCohortSchema>;

/** `GET /api/admin/cohorts?cursor=`: newest start first. */
export const cohortListQuerySchema = z.object({ cursor: z.optional(idSchema) });
export const cohortListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  startDate: plainDateSchema,
  weeks: z.int(),
  timeZone: z.string(),
  status: cohortStatusSchema,
  memberCount: z.int(),
  coachCount: z.int(),
});
export type CohortListItem = z.infer<typeof cohortListItemSchema>;
export const cohortListPageSchema = z.object({
  items: z.array(cohortListItemSchema),
  nextCursor: z.nullable(z.string()),
});
export type CohortListPage = z.infer<typeof cohortListPageSchema>;

/** `GET /api/admin/cohorts/schedule-default?weeks=`: the schedule a new cohort of that length gets, and the phases it covers. */
export const scheduleDefaultQuerySchema = z.object({ weeks: z.pipe(z.coerce.number(), weeksSchema) });
export const scheduleDefaultSchema = z.object({
  schedule: cohortScheduleSchema,
  /** The roadmap's active phases in order, with their active steps. */
  phases: z.array(z.object({ key: phaseKeySchema, title: z.string(), steps: z.int() })),
});
export type ScheduleDefault = z.infer<typeof scheduleDefaultSchema>;

/**
 * `PUT /api/admin/cohorts/{cohortId}/coaches`: the cohort's coaches, each an admin. Members
 * without a coach, or whose coach left the list, get one of them, balanced (`pickCoach`).
 */
export const setCohortCoachesRequestSchema = z.object({
  coachIds: z
    .array(idSchema)
    .check(z.maxLength(COHORT_COACHES_MAX, `A cohort has at most ${COHORT_COACHES_MAX} coaches`)),
});
export type SetCohortCoachesRequest = z.infer<typeof setCohortCoachesRequestSchema>;

/** `PUT /api/admin/cohorts/{cohortId}/members/{uid}/coach`: one of the cohort's coaches for this learner. */
export const setMemberCoachRequestSchema = z.object({ coachId: idSchema });
export type SetMemberCoachRequest = z.infer<typeof setMemberCoachRequestSchema>;

/** `GET /api/admin/cohorts/{cohortId}/members?cursor=&coach=me`: in joining order; `coach=me` filters to the caller's learners. */
export const rosterQuerySchema = z.object({
  cursor: z.optional(idSchema),
  coach: z.optional(z.enum(["me"])),
});
export type RosterQuery = z.infer<typeof rosterQuerySchema>;
export const rosterMemberSchema = z.object({
  uid: z.string(),
  name: z.string(),
  email: z.string(),
  coach: z.nullable(cohortCoachSchema),
  joinedAt: isoDateSchema,
});
export type RosterMember = z.infer<typeof rosterMemberSchema>;
export const rosterPageSchema = z.object({
  items: z.array(rosterMemberSchema),
  nextCursor: z.nullable(z.string()),
});
export type RosterPage = z.infer<typeof rosterPageSchema>;

import { z } from "zod/mini";
import { isoDateSchema } from "../common";
import { phaseKeySchema } from "../incubator/common";
import { textSchema } from "../text";
import { COHORT_LIMITS, cohortStatusSchema, currencySchema, weekdaySchema } from "./common";
import { phaseDueSchema, cohortWeekLabelSchema } from "./due";
import { checkInFiguresSchema } from "./storage";

// The learner's cohort week (GET /api/cohort/week), their weekly check-ins
// (PUT /api/users/{id}/check-ins/{week}, the owner's; GET /api/users/{id}/check-ins, the owner's and admins'),
// and the deadlines the Incubator's answers carry for cohort members.

/** The most a check-in's figures may be: anything above is a typing slip, refused. */
export const CHECK_IN_LIMITS = {
  revenueMax: 10_000_000,
  clientsMax: 10_000,
  leadsMax: 100_000,
  hoursMax: 168,
  textMax: 500,
} as const;

const figure = (label: string, max: number, whole: boolean) =>
  (whole ? z.int(`${label} must be a whole number`) : z.number(`${label} must be a number`)).check(
    z.gte(0, `${label} cannot be negative`),
    z.lte(max, `${label} must be at most ${max.toLocaleString("en-US")}`),
  );

/** PUT /api/users/{id}/check-ins/{week}: the week's figures, a win and a blocker. */
export const checkInRequestSchema = z.object({
  revenue: figure("Revenue", CHECK_IN_LIMITS.revenueMax, false).check(
    z.refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      message: "Revenue has at most two decimals",
    }),
  ),
  clients: figure("Paying clients", CHECK_IN_LIMITS.clientsMax, true),
  leads: figure("New leads", CHECK_IN_LIMITS.leadsMax, true),
  hours: figure("Hours worked", CHECK_IN_LIMITS.hoursMax, false),
  confidence: z
    .int("Confidence must be a whole number from 1 to 5")
    .check(z.gte(1, "Confidence is from 1 to 5"), z.lte(5, "Confidence is from 1 to 5")),
  win: textSchema({ label: "Your win", max: CHECK_IN_LIMITS.textMax, multiline: true }),
  blocker: textSchema({ label: "Your blocker", max: CHECK_IN_LIMITS.textMax, multiline: true }),
});
export type CheckInRequest = z.infer<typeof checkInRequestSchema>;

export const checkInWeekParamsSchema = z.object({
  week: z.coerce.number().check(z.int(), z.gte(1), z.lte(COHORT_LIMITS.weeksMax)),
});

/** A check-in as its learner (and admins) read it. */
export const checkInSchema = z.object({
  cohortId: z.string(),
  week: z.int().check(z.gte(1)),
  currency: currencySchema,
  ...checkInFiguresSchema.shape,
  win: z.string(),
  blocker: z.string(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type CheckIn = z.infer<typeof checkInSchema>;

/** GET /api/users/{id}/check-ins: the learner's in their current cohort, oldest week first. */
export const checkInListSchema = z.object({ checkIns: z.array(checkInSchema) });
export type CheckInList = z.infer<typeof checkInListSchema>;

export const duePhaseSchema = z.object({
  phaseKey: phaseKeySchema,
  title: z.string(),
  ...phaseDueSchema.shape,
  /** Every step of the phase passed. */
  complete: z.boolean(),
});
export type DuePhase = z.infer<typeof duePhaseSchema>;

/** GET /api/cohort/week: null when the learner is in no cohort. */
export const cohortWeekSchema = z.nullable(
  z.object({
    cohortId: z.string(),
    status: cohortStatusSchema,
    ...cohortWeekLabelSchema.shape,
    /** The learner's zone (their profile's), for showing deadlines; the browser's when the web has none. */
    timeZone: z.string(),
    currency: currencySchema,
    coach: z.nullable(z.object({ name: z.string() })),
    /** Phases due at the end of this week, with their deadlines. */
    due: z.array(duePhaseSchema),
    /** Phases whose week is over and that are not complete, in roadmap order. */
    overdue: z.array(duePhaseSchema),
    checkIn: z.object({
      weekday: weekdaySchema,
      /** The week a check-in may be written for now (the running week), or null. */
      week: z.nullable(z.int().check(z.gte(1))),
      /** The check-in may be written or changed until then. */
      editableUntil: z.nullable(isoDateSchema),
      /** This week's check-in, when it is written. */
      current: z.nullable(checkInSchema),
    }),
  }),
);
export type CohortWeek = z.infer<typeof cohortWeekSchema>;

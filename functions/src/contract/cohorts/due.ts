import { z } from "zod/mini";
import { isoDateSchema } from "../common";

// A cohort member's deadlines as the Incubator's answers carry them (contract/incubator/learner.ts)
// and the cohort week shows them (week.ts): apart, so the Incubator's schemas load nothing else of
// the cohorts'.

/** When a phase is due: the cohort week, and its deadline (Sunday 23:59 in the cohort's zone) as an instant. */
export const phaseDueSchema = z.object({
  week: z.int().check(z.gte(1)),
  deadline: isoDateSchema,
});
export type PhaseDue = z.infer<typeof phaseDueSchema>;

/** The Incubator roadmap's "Week n of N" for a cohort member. */
export const cohortWeekLabelSchema = z.object({
  name: z.string(),
  /** The cohort week now, 1..weeks (1 before the start, the last one after the end). */
  week: z.int().check(z.gte(1)),
  weeks: z.int().check(z.gte(1)),
  started: z.boolean(),
  completed: z.boolean(),
});
export type CohortWeekLabel = z.infer<typeof cohortWeekLabelSchema>;

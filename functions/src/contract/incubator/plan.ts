import { z } from "zod/mini";
import { isoDateSchema } from "../common";
import { badgeSchema } from "./learner";
import { phaseKeySchema, stepStatusSchema } from "./common";

// `GET /api/incubator/me/plan`: the learner's business plan, built from their latest passed
// answer to each step, in roadmap order. Their words are shown as written: nothing rewrites them.

/** A step's part of the plan: its answer, or a gap (null) until the step is passed. */
export const planSectionSchema = z.object({
  stepId: z.string(),
  /** The plan's heading for the step ("My price"); the step's title where none is set. */
  heading: z.string(),
  /** The step's own title, for the link to it from a gap. */
  stepTitle: z.string(),
  /** The step's status for the learner: a gap whose step is locked says which step to finish first. */
  status: stepStatusSchema,
  answer: z.nullable(
    z.object({
      text: z.string(),
      /** A list step's items, in the learner's order (the text is them, a line each). */
      items: z.nullable(z.array(z.string())),
      passedAt: isoDateSchema,
    }),
  ),
  /** A coach's request to revise this part; the learner's next passing answer replaces the part and clears it. */
  revisionRequest: z.nullable(z.object({ reason: z.string(), at: isoDateSchema })),
});
export type PlanSection = z.infer<typeof planSectionSchema>;

/** An active phase of the roadmap, with its steps' sections and the badge when earned. */
export const planPhaseSchema = z.object({
  key: phaseKeySchema,
  title: z.string(),
  goal: z.string(),
  badge: z.nullable(badgeSchema),
  /** When the latest of its answers passed; null while every section is a gap. */
  updatedAt: z.nullable(isoDateSchema),
  sections: z.array(planSectionSchema),
});
export type PlanPhase = z.infer<typeof planPhaseSchema>;

export const incubatorPlanSchema = z.object({
  phases: z.array(planPhaseSchema),
  /** Sections with an answer, of all sections. */
  written: z.int().check(z.gte(0)),
  total: z.int().check(z.gte(0)),
  updatedAt: z.nullable(isoDateSchema),
});
export type IncubatorPlan = z.infer<typeof incubatorPlanSchema>;

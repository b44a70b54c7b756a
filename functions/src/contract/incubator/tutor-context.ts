import { z } from "zod/mini";
import { chatMessageDocSchema, chatSessionDocSchema } from "../chat";
import { checkInDocSchema } from "../cohorts/storage";
import type { CohortWeekLabel } from "../cohorts/due";
import type { PhaseKey } from "./common";
import { stepDocSchema, stepProgressDocSchema } from "./storage";

// What the tutor reads of a learner's Incubator work (domain/incubator/tutor-work.ts reads it,
// ai/incubator-context.ts puts it in the prompt), as views of the
// Incubator's own schemas: the tutor never writes them.

/** `incubatorSteps/{id}`: what a step asks, and its heading in the plan. */
export const tutorStepSchema = z.pick(stepDocSchema, {
  phaseKey: true,
  order: true,
  title: true,
  planHeading: true,
  prompt: true,
  isActive: true,
});
export type TutorStep = z.infer<typeof tutorStepSchema>;

/** `users/{uid}/incubatorProgress/{stepId}`: the saved answer, the plan's answer and the last verdict. */
export const tutorStepProgressSchema = z.pick(stepProgressDocSchema, {
  response: true,
  passedAnswer: true,
  lastEvaluation: true,
  completed: true,
  attemptCount: true,
});
export type TutorStepProgress = z.infer<typeof tutorStepProgressSchema>;

/** `users/{uid}/checkIns/{id}`: the learner's latest weekly numbers, their win and their blocker. */
export const tutorCheckInSchema = z.pick(checkInDocSchema, {
  week: true,
  currency: true,
  revenue: true,
  clients: true,
  leads: true,
  hours: true,
  confidence: true,
  win: true,
  blocker: true,
});
export type TutorCheckIn = z.infer<typeof tutorCheckInSchema>;

/** A cohort member's week as the tutor reads it: "Week n of N", this week's deadlines and the latest check-in. */
export interface TutorCohortWeek {
  label: CohortWeekLabel;
  /** The learner's zone, for the deadlines in words. */
  timeZone: string;
  due: { phaseKey: PhaseKey; deadline: Date }[];
  latestCheckIn: TutorCheckIn | null;
}

/** A learner's Incubator work as the tutor reads it: the active steps in roadmap order, and their progress. */
export interface IncubatorWork {
  steps: { id: string; data: TutorStep }[];
  progress: Map<string, TutorStepProgress>;
  /** Their cohort week; absent or null outside a cohort. */
  cohort?: TutorCohortWeek | null;
}

/** `chatSessions/{id}` and its messages (chat owns them): the tutor's replies, which an answer must not be made of. */
export const tutorSessionSchema = z.pick(chatSessionDocSchema, { userId: true, updatedAt: true });
export const tutorReplySchema = z.pick(chatMessageDocSchema, { role: true, content: true, createdAt: true });

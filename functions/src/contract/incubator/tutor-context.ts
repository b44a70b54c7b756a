import { z } from "zod/mini";
import { chatMessageDocSchema, chatSessionDocSchema } from "../chat";
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

/** A learner's Incubator work as the tutor reads it: the active steps in roadmap order, and their progress. */
export interface IncubatorWork {
  steps: { id: string; data: TutorStep }[];
  progress: Map<string, TutorStepProgress>;
}

/** `chatSessions/{id}` and its messages (chat owns them): the tutor's replies, which an answer must not be made of. */
export const tutorSessionSchema = z.pick(chatSessionDocSchema, { userId: true, updatedAt: true });
export const tutorReplySchema = z.pick(chatMessageDocSchema, { role: true, content: true, createdAt: true });

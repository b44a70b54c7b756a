import { ANSWER_FIXTURES } from "../../seed/incubator/answer-fixtures";

/** The seeded answers the offline evaluator passes and fails (seed/incubator/answer-fixtures.ts). */
export const goodAnswer = (stepId: string) => ANSWER_FIXTURES[stepId]!.good[0]!.input;
export const poorAnswer = (stepId: string) =>
  ANSWER_FIXTURES[stepId]!.poor.find((poor) => poor.kind === "vague")!.input;

import { expect } from "vitest";
import type { EvaluationResult } from "../src/contract/incubator/learner";
import type { TestUser } from "./api-client";
import { goodAnswer } from "./answer-picks";

// The picks live apart, without vitest, for the load run too (test/load/).
export { goodAnswer, poorAnswer } from "./answer-picks";

/** Saves `input` as the answer to the step and has it evaluated; answers the evaluation. */
export async function submit(user: TestUser, stepId: string, input: string | string[]): Promise<EvaluationResult> {
  expect((await user.client.post(`/incubator/step/${stepId}/answer`, { input })).status).toBe(200);
  const evaluated = await user.client.post<EvaluationResult>(`/incubator/step/${stepId}/evaluate`, {});
  expect(evaluated.status, JSON.stringify(evaluated.body)).toBe(200);
  return evaluated.body;
}

/** Passes the step with its seeded good answer. */
export async function pass(user: TestUser, stepId: string): Promise<EvaluationResult> {
  const evaluated = await submit(user, stepId, goodAnswer(stepId));
  expect(evaluated.passed).toBe(true);
  return evaluated;
}

/** Every Incubator call, with a body it accepts (the recommendation is unknown: a 404 for whoever may call). */
export const INCUBATOR_CALLS: Array<[string, string, unknown?]> = [
  ["GET", "/incubator/phases"],
  ["GET", "/incubator/me/progress"],
  ["GET", "/incubator/me/badges"],
  ["GET", "/incubator/me/overview"],
  ["GET", "/incubator/me/plan"],
  ["GET", "/incubator/phase/DISCOVER/steps"],
  ["GET", "/incubator/step/1"],
  ["POST", "/incubator/step/1/answer", { input: ["Bookkeeping in Xero for three cafes"] }],
  ["POST", "/incubator/step/1/evaluate", {}],
  ["POST", "/incubator/recommendation/nothing-here/track", { eventType: "click" }],
];

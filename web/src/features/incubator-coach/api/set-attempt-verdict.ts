import { coachResponseSchema, type CoachVerdictRequest } from "@contract/incubator/coach";
import { apiRequest } from "@/lib/api-client";
import { useCoachAction } from "./coach-cache";

/**
 * The coach's pass of a failed attempt or request to revise a passed one, with its reason; the
 * AI's evaluation stays beside it.
 */
export function setAttemptVerdict(
  learnerId: string,
  attemptId: string,
  verdict: CoachVerdictRequest,
  idempotencyKey: string,
) {
  return apiRequest(
    `/admin/users/${encodeURIComponent(learnerId)}/incubator/attempts/${encodeURIComponent(attemptId)}/verdict`,
    { method: "POST", body: verdict, schema: coachResponseSchema, idempotencyKey },
  );
}

export const useSetAttemptVerdict = (learnerId: string) =>
  useCoachAction(learnerId, (attemptId, verdict: CoachVerdictRequest, key) =>
    setAttemptVerdict(learnerId, attemptId, verdict, key),
  );

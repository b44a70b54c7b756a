import { coachResponseSchema, type CoachNoteRequest } from "@contract/incubator/coach";
import { apiRequest } from "@/lib/api-client";
import { useCoachAction } from "./coach-cache";

/** The coach's note on an attempt (it replaces an earlier one). */
export function noteAttempt(learnerId: string, attemptId: string, note: CoachNoteRequest, idempotencyKey: string) {
  return apiRequest(
    `/admin/users/${encodeURIComponent(learnerId)}/incubator/attempts/${encodeURIComponent(attemptId)}/note`,
    { method: "POST", body: note, schema: coachResponseSchema, idempotencyKey },
  );
}

export const useNoteAttempt = (learnerId: string) =>
  useCoachAction(learnerId, (attemptId, note: CoachNoteRequest, key) => noteAttempt(learnerId, attemptId, note, key));

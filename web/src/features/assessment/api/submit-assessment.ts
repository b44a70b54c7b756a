import { assessmentResultSchema, type AssessmentAnswer } from "@contract/assessment";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { useSessionUser } from "@/lib/session-user";
import { useIntentKey } from "@/lib/use-intent-key";

export function submitAssessment(uid: string, answers: AssessmentAnswer[], idempotencyKey: string) {
  return apiRequest(`/users/${encodeURIComponent(uid)}/assessment`, {
    method: "POST",
    body: { answers },
    schema: assessmentResultSchema,
    idempotencyKey,
  });
}

/** The profile and skill progress update live; the recommendations follow the profile (lib/recommendations). */
export function useSubmitAssessment() {
  const { id } = useSessionUser();
  const intent = useIntentKey();
  return useMutation({
    mutationFn: (answers: AssessmentAnswer[]) => submitAssessment(id, answers, intent.keyFor(answers)),
    onSuccess: intent.done,
  });
}

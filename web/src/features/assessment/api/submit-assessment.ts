import { assessmentResultSchema, type AssessmentAnswer } from "@contract/assessment";
import { apiRequest } from "@/lib/api-client";
import { useSessionUser } from "@/lib/session-user";
import { useSingleFlightMutation } from "@/lib/use-single-flight-mutation";

export function submitAssessment(uid: string, answers: AssessmentAnswer[]) {
  return apiRequest(`/users/${encodeURIComponent(uid)}/assessment`, {
    method: "POST",
    body: { answers },
    schema: assessmentResultSchema,
    creates: true,
  });
}

/** The profile and skill progress update live; the recommendations follow the profile (lib/recommendations). */
export function useSubmitAssessment() {
  const { id } = useSessionUser();
  return useSingleFlightMutation({
    mutationFn: (answers: AssessmentAnswer[]) => submitAssessment(id, answers),
  });
}

import { assessmentResultSchema, type AssessmentAnswer } from "@contract/assessment";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { recommendationsKey } from "@/lib/query-keys";
import { useSessionUser } from "@/lib/session-user";

export function submitAssessment(uid: string, answers: AssessmentAnswer[]) {
  return apiRequest(`/users/${encodeURIComponent(uid)}/assessment`, {
    method: "POST",
    body: { answers },
    schema: assessmentResultSchema,
    creates: true,
  });
}

/** The profile and skill progress update live; the recommendations are fetched again. */
export function useSubmitAssessment() {
  const { id } = useSessionUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: AssessmentAnswer[]) => submitAssessment(id, answers),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recommendationsKey(id) }),
  });
}

import { previewEvaluationResponseSchema } from "@contract/incubator/admin";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** The learners' evaluator on a sample answer; the server saves nothing. */
export function previewEvaluation(stepId: string, sampleAnswer: string) {
  return apiRequest(`/admin/incubator/step/${encodeURIComponent(stepId)}/preview-evaluation`, {
    method: "POST",
    body: { sampleAnswer },
    schema: previewEvaluationResponseSchema,
  });
}

export function usePreviewEvaluation(stepId: string) {
  return useMutation({ mutationFn: (sampleAnswer: string) => previewEvaluation(stepId, sampleAnswer) });
}

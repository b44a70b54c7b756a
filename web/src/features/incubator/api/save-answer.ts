import { saveAnswerResponseSchema, type SaveAnswerRequest } from "@contract/incubator";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export function saveAnswer(stepId: string, input: SaveAnswerRequest["input"]) {
  return apiRequest(`/incubator/step/${encodeURIComponent(stepId)}/answer`, {
    method: "POST",
    body: { input } satisfies SaveAnswerRequest,
    schema: saveAnswerResponseSchema,
    creates: true,
  });
}

export function useSaveAnswer(stepId: string) {
  return useMutation({ mutationFn: (input: SaveAnswerRequest["input"]) => saveAnswer(stepId, input) });
}

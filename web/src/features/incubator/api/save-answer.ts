import { saveAnswerResponseSchema, type SaveAnswerRequest } from "@contract/incubator";
import { apiRequest } from "@/lib/api-client";
import { useSingleFlightMutation } from "@/lib/use-single-flight-mutation";

export function saveAnswer(stepId: string, input: SaveAnswerRequest["input"]) {
  return apiRequest(`/incubator/step/${encodeURIComponent(stepId)}/answer`, {
    method: "POST",
    body: { input } satisfies SaveAnswerRequest,
    schema: saveAnswerResponseSchema,
    creates: true,
  });
}

export function useSaveAnswer(stepId: string) {
  return useSingleFlightMutation({ mutationFn: (input: SaveAnswerRequest["input"]) => saveAnswer(stepId, input) });
}

import { saveAnswerResponseSchema, type SaveAnswerRequest } from "@contract/incubator/learner";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { useIntentKey } from "@/lib/use-intent-key";

export function saveAnswer(stepId: string, input: SaveAnswerRequest["input"], idempotencyKey: string) {
  return apiRequest(`/incubator/step/${encodeURIComponent(stepId)}/answer`, {
    method: "POST",
    body: { input } satisfies SaveAnswerRequest,
    schema: saveAnswerResponseSchema,
    idempotencyKey,
  });
}

export function useSaveAnswer(stepId: string) {
  const intent = useIntentKey();
  return useMutation({
    mutationFn: (input: SaveAnswerRequest["input"]) => saveAnswer(stepId, input, intent.keyFor(input)),
    onSuccess: intent.done,
  });
}

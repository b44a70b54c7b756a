import { briefSummarySchema } from "@contract/sessions/brief";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { useIntentKey } from "@/lib/use-intent-key";

export function summariseBrief(sessionId: string, idempotencyKey: string) {
  return apiRequest(`/admin/sessions/${encodeURIComponent(sessionId)}/summary`, {
    method: "POST",
    body: {},
    schema: briefSummarySchema,
    idempotencyKey,
  });
}

/** The AI's short summary of the brief; a new click after one asks for a new summary. */
export function useSummariseBrief(sessionId: string) {
  const intent = useIntentKey();
  return useMutation({
    mutationFn: () => summariseBrief(sessionId, intent.keyFor(sessionId)),
    onSuccess: () => intent.done(),
  });
}

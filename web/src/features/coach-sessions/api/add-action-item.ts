import { actionItemSchema } from "@contract/sessions/learner";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { useIntentKey } from "@/lib/use-intent-key";
import { updateBrief } from "./brief-cache";

export function addActionItem(sessionId: string, text: string, idempotencyKey: string) {
  return apiRequest(`/admin/sessions/${encodeURIComponent(sessionId)}/action-items`, {
    method: "POST",
    body: { text },
    schema: actionItemSchema,
    idempotencyKey,
  });
}

/** A line of the notes as the learner's action item (one per intent: a double submit adds one); it joins the session's list. */
export function useAddActionItem(sessionId: string) {
  const client = useQueryClient();
  const intent = useIntentKey();
  return useMutation({
    mutationFn: (text: string) => addActionItem(sessionId, text, intent.keyFor(text)),
    onSuccess: (item) => {
      intent.done();
      updateBrief(client, sessionId, (brief) => ({
        ...brief,
        session: { ...brief.session, actionItems: [...brief.session.actionItems, item] },
      }));
    },
  });
}

import { briefStepSchema } from "@contract/sessions/brief";
import { sessionRevisionRequestSchema } from "@contract/sessions/coach";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod/mini";
import { apiRequest } from "@/lib/api-client";
import { useIntentKey } from "@/lib/use-intent-key";
import { withStep } from "../session-brief";
import { updateBrief } from "./brief-cache";

export type SessionRevisionRequest = z.input<typeof sessionRevisionRequestSchema>;

export function requestRevision(sessionId: string, body: SessionRevisionRequest, idempotencyKey: string) {
  return apiRequest(`/admin/sessions/${encodeURIComponent(sessionId)}/revision`, {
    method: "POST",
    body,
    schema: briefStepSchema,
    idempotencyKey,
  });
}

/** Asks the learner to revise a passed step; the brief's roadmap shows the request. */
export function useRequestRevision(sessionId: string) {
  const client = useQueryClient();
  const intent = useIntentKey();
  return useMutation({
    mutationFn: (body: SessionRevisionRequest) => requestRevision(sessionId, body, intent.keyFor(body)),
    onSuccess: (step) => {
      intent.done();
      updateBrief(client, sessionId, (brief) => withStep(brief, step));
    },
  });
}

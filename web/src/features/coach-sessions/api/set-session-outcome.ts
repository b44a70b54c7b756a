import { coachSessionSchema, sessionOutcomeRequestSchema } from "@contract/sessions/coach";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod/mini";
import { apiRequest } from "@/lib/api-client";
import { updateBrief } from "./brief-cache";

export type SessionOutcomeRequest = z.input<typeof sessionOutcomeRequestSchema>;

export function setSessionOutcome(sessionId: string, body: SessionOutcomeRequest) {
  return apiRequest(`/admin/sessions/${encodeURIComponent(sessionId)}/outcome`, {
    method: "PUT",
    body,
    schema: coachSessionSchema,
  });
}

/** Held or a no-show, with the notes; the brief's session becomes the one answered. */
export function useSetSessionOutcome(sessionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SessionOutcomeRequest) => setSessionOutcome(sessionId, body),
    onSuccess: (session) => updateBrief(client, sessionId, (brief) => ({ ...brief, session })),
  });
}

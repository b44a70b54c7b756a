import { CHAT_SESSION_TITLE, chatSessionSchema, type CreateChatSessionRequest } from "@contract/chat";
import { liveQueries, type LiveQueryUser } from "@contract/live-queries";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { useIntentKey } from "@/lib/use-intent-key";

export function createChatSession(userId: string, body: CreateChatSessionRequest, idempotencyKey: string) {
  return apiRequest(`/users/${encodeURIComponent(userId)}/chat-sessions`, {
    method: "POST",
    body,
    schema: chatSessionSchema,
    idempotencyKey,
  });
}

/** 'Chat Session' plus the date. */
export function newSessionTitle(date = new Date()): string {
  return `${CHAT_SESSION_TITLE} ${date.toLocaleDateString()}`;
}

/**
 * Starts a session: a new one has no messages yet, so its conversation opens without asking for
 * them; one about an Incubator step (`{ stepId }`) is named after it and opens with the tutor's message.
 */
export function useCreateChatSession(user: LiveQueryUser) {
  const queryClient = useQueryClient();
  const intent = useIntentKey();
  return useMutation({
    mutationFn: (about?: { stepId: string }) =>
      createChatSession(user.id, about ?? { title: newSessionTitle() }, intent.keyFor(about ?? user.id)),
    onSuccess: (session) => {
      intent.done();
      if (!session.stepId) queryClient.setQueryData(liveQueries.chatMessages(user, session.id).key, []);
    },
  });
}

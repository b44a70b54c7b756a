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

/** Starts a session; it has no messages yet, so its conversation opens without asking for them. */
export function useCreateChatSession(user: LiveQueryUser) {
  const queryClient = useQueryClient();
  const intent = useIntentKey();
  return useMutation({
    mutationFn: () => createChatSession(user.id, { title: newSessionTitle() }, intent.keyFor(user.id)),
    onSuccess: (session) => {
      intent.done();
      queryClient.setQueryData(liveQueries.chatMessages(user, session.id).key, []);
    },
  });
}

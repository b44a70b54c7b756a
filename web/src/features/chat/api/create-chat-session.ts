import { CHAT_SESSION_TITLE, chatSessionSchema, type CreateChatSessionRequest } from "@contract/chat";
import { liveQueries, type LiveQueryUser } from "@contract/live-queries";
import { useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { useSingleFlightMutation } from "@/lib/use-single-flight-mutation";

export function createChatSession(userId: string, body: CreateChatSessionRequest) {
  return apiRequest(`/users/${encodeURIComponent(userId)}/chat-sessions`, {
    method: "POST",
    body,
    schema: chatSessionSchema,
    creates: true,
  });
}

/** 'Chat Session' plus the date, as the old app named new sessions. */
export function newSessionTitle(date = new Date()): string {
  return `${CHAT_SESSION_TITLE} ${date.toLocaleDateString()}`;
}

/** Starts a session; it has no messages yet, so its conversation opens without asking for them. */
export function useCreateChatSession(user: LiveQueryUser) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: () => createChatSession(user.id, { title: newSessionTitle() }),
    onSuccess: (session) => queryClient.setQueryData(liveQueries.chatMessages(user, session.id).key, []),
  });
}

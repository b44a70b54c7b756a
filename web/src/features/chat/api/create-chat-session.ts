import { CHAT_SESSION_TITLE, chatSessionSchema, type CreateChatSessionRequest } from "@contract/chat";
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

export function useCreateChatSession(userId: string) {
  return useSingleFlightMutation({ mutationFn: () => createChatSession(userId, { title: newSessionTitle() }) });
}

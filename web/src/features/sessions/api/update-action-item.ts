import type { ActionItem } from "@contract/sessions/learner";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { learnerContract } from "./contract";
import { actionItemsKey } from "./query-keys";
import { updateCachedSession } from "./session-cache";

export function updateActionItem(userId: string, itemId: string, done: boolean) {
  return apiRequest(`/users/${encodeURIComponent(userId)}/action-items/${encodeURIComponent(itemId)}`, {
    method: "PATCH",
    body: { done },
    schema: async () => (await learnerContract()).actionItemSchema,
  });
}

/** Ticks an action item off, or back; Home's list and its session follow without a refetch. */
export function useUpdateActionItem(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, done }: { itemId: string; done: boolean }) => updateActionItem(userId, itemId, done),
    onSuccess: (item: ActionItem) => {
      const replace = (items: ActionItem[]) => items.map((entry) => (entry.id === item.id ? item : entry));
      queryClient.setQueryData<{ items: ActionItem[]; nextCursor: string | null }>(actionItemsKey, (current) =>
        current ? { ...current, items: replace(current.items) } : current,
      );
      updateCachedSession(queryClient, item.sessionId, (session) => ({
        ...session,
        actionItems: replace(session.actionItems),
      }));
    },
  });
}

import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { learnerContract } from "./contract";
import { actionItemsKey } from "./query-keys";

export function listActionItems(userId: string) {
  return apiRequest(`/users/${encodeURIComponent(userId)}/action-items`, {
    schema: async () => (await learnerContract()).actionItemsPageSchema,
  });
}

/** The learner's action items, open ones first (Home reads the first page: what is still to do). */
export function useActionItems(userId: string) {
  return useQuery({ queryKey: actionItemsKey, queryFn: () => listActionItems(userId) });
}

import { profileSchema, type ContextRequest } from "@contract/profile";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { recommendationsKey } from "@/lib/query-keys";
import { useSessionUser } from "@/lib/session-user";

export function saveContext(uid: string, body: ContextRequest) {
  return apiRequest(`/users/${encodeURIComponent(uid)}/context`, { method: "POST", body, schema: profileSchema });
}

/** The recommendations depend on the work context, so they are fetched again. */
export function useSaveContext() {
  const { id } = useSessionUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContextRequest) => saveContext(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recommendationsKey(id) }),
  });
}

import { profileSchema, type ContextRequest } from "@contract/profile";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { useSessionUser } from "@/lib/session-user";

export function saveContext(uid: string, body: ContextRequest) {
  return apiRequest(`/users/${encodeURIComponent(uid)}/context`, { method: "POST", body, schema: profileSchema });
}

/** The profile updates live, and the recommendations follow its version (lib/recommendations). */
export function useSaveContext() {
  const { id } = useSessionUser();
  return useMutation({
    mutationFn: (body: ContextRequest) => saveContext(id, body),
  });
}

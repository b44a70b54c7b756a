import { profileSchema } from "@contract/profile";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { useSessionUser } from "@/lib/session-user";

/** Creates the empty beginner profile where it is missing (an existing one is left as it is). */
export function createProfile(uid: string) {
  return apiRequest(`/users/${encodeURIComponent(uid)}/profile`, { method: "POST", body: {}, schema: profileSchema });
}

export function useCreateProfile() {
  const { id } = useSessionUser();
  return useMutation({ mutationFn: () => createProfile(id) });
}

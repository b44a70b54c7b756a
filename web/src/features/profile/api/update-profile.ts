import { profileSchema, type UpdateProfileRequest } from "@contract/profile";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { recommendationsKey } from "@/lib/query-keys";
import { useSessionUser } from "@/lib/session-user";

export function updateProfile(uid: string, body: UpdateProfileRequest) {
  return apiRequest(`/users/${encodeURIComponent(uid)}/profile`, { method: "PATCH", body, schema: profileSchema });
}

/** The profile itself updates live; recommendations read the profile, so they are fetched again. */
export function useUpdateProfile() {
  const { id } = useSessionUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) => updateProfile(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recommendationsKey(id) }),
  });
}

import { profileSchema, type UpdateProfileRequest } from "@contract/profile";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { useSessionUser } from "@/lib/session-user";

export function updateProfile(uid: string, body: UpdateProfileRequest) {
  return apiRequest(`/users/${encodeURIComponent(uid)}/profile`, { method: "PATCH", body, schema: profileSchema });
}

/** The profile updates live, and the recommendations follow its version (lib/recommendations). */
export function useUpdateProfile() {
  const { id } = useSessionUser();
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) => updateProfile(id, body),
  });
}

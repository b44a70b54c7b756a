import { adminResetPasswordResponseSchema } from "@contract/admin-users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { adminUserKey } from "./admin-user-cache";

export function resetUserPassword(userId: string, newPassword: string) {
  return apiRequest(`/admin/users/${encodeURIComponent(userId)}/reset-password`, {
    method: "POST",
    body: { newPassword },
    schema: adminResetPasswordResponseSchema,
  });
}

/** The Edit User dialog's password reset; the user's admin history gains an entry. */
export function useResetUserPassword(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (newPassword: string) => resetUserPassword(userId, newPassword),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminUserKey(userId) }),
  });
}

import { adminUserSchema, type AdminUserUpdateRequest } from "@contract/admin-users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { adminUserListsKey, userChanged } from "./admin-user-cache";

export function updateAdminUser(userId: string, body: AdminUserUpdateRequest) {
  return apiRequest(`/admin/users/${encodeURIComponent(userId)}`, { method: "PATCH", body, schema: adminUserSchema });
}

/**
 * The Edit User dialog. On success the row changes at once and the lists are read again: a new
 * name or role can move the user in or out of a search.
 */
export function useUpdateAdminUser(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminUserUpdateRequest) => updateAdminUser(userId, body),
    onSuccess: (user) => {
      userChanged(queryClient, user);
      void queryClient.invalidateQueries({ queryKey: adminUserListsKey });
    },
  });
}

import { adminUserSchema } from "@contract/admin-users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { userChanged } from "./admin-user-cache";

export function updateUserStatus(userId: string, isActive: boolean) {
  return apiRequest(`/admin/users/${encodeURIComponent(userId)}/status`, {
    method: "PATCH",
    body: { isActive },
    schema: adminUserSchema,
  });
}

/** The row's quick Active switch. */
export function useUpdateUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, isActive }: { userId: string; isActive: boolean }) => updateUserStatus(userId, isActive),
    onSuccess: (user) => userChanged(queryClient, user),
  });
}

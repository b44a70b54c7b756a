import { adminUserSchema } from "@contract/admin-users";
import type { Role } from "@contract/common";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { userChanged } from "./admin-user-cache";

export function updateUserRole(userId: string, role: Role) {
  return apiRequest(`/admin/users/${encodeURIComponent(userId)}/role`, {
    method: "PATCH",
    body: { role },
    schema: adminUserSchema,
  });
}

/** The row's quick Admin switch. */
export function useUpdateUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: Role }) => updateUserRole(userId, role),
    onSuccess: (user) => userChanged(queryClient, user),
  });
}

import { type ChangeEmailRequest } from "@contract/account";
import { userSchema } from "@contract/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { currentUserKey } from "@/features/auth/api/get-current-user";

export function changeEmail(body: ChangeEmailRequest) {
  return apiRequest("/account/change-email", { method: "POST", body, schema: userSchema });
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: (user) => queryClient.setQueryData(currentUserKey, user),
  });
}

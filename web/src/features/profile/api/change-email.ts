import { type ChangeEmailRequest } from "@contract/account";
import { authResponseSchema } from "@contract/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { currentUserKey } from "@/lib/query-keys";
import { signInAgain } from "./sign-in-again";

export function changeEmail(body: ChangeEmailRequest) {
  return apiRequest("/account/change-email", { method: "POST", body, schema: authResponseSchema });
}

/** Auth ends the old sessions on an email change: the server sets a fresh cookie, the web SDK signs in again. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ChangeEmailRequest) => {
      const result = await changeEmail(body);
      await signInAgain(result.customToken);
      return result.user;
    },
    onSuccess: (user) => queryClient.setQueryData(currentUserKey, user),
  });
}

import { changePasswordResponseSchema, type ChangePasswordRequest } from "@contract/account";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { signInAgain } from "./sign-in-again";

export function changePassword(body: ChangePasswordRequest) {
  return apiRequest("/account/change-password", { method: "POST", body, schema: changePasswordResponseSchema });
}

/**
 * Other sessions end on the server; this one gets a fresh cookie, and the web SDK signs in
 * again with the returned token (its old refresh token was revoked too).
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (body: ChangePasswordRequest) => {
      const result = await changePassword(body);
      await signInAgain(result.customToken);
      return result;
    },
  });
}

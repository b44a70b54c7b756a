import { messageResponseSchema, type ResetPasswordRequest } from "@contract/auth";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export function resetPassword(body: ResetPasswordRequest) {
  return apiRequest("/auth/reset-password", { method: "POST", body, schema: messageResponseSchema });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

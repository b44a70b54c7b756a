import { messageResponseSchema, type ResetPasswordRequest } from "@contract/auth";
import { apiRequest } from "@/lib/api-client";
import { useSingleFlightMutation } from "@/lib/use-single-flight-mutation";

export function resetPassword(body: ResetPasswordRequest) {
  return apiRequest("/auth/reset-password", { method: "POST", body, schema: messageResponseSchema });
}

export function useResetPassword() {
  return useSingleFlightMutation({ mutationFn: resetPassword });
}

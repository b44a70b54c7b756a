import { messageResponseSchema } from "@contract/auth";
import { apiRequest } from "@/lib/api-client";
import { useSingleFlightMutation } from "@/lib/use-single-flight-mutation";

export function forgotPassword(email: string) {
  return apiRequest("/auth/forgot-password", { method: "POST", body: { email }, schema: messageResponseSchema });
}

export function useForgotPassword() {
  return useSingleFlightMutation({ mutationFn: forgotPassword });
}

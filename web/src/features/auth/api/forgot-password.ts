import { messageResponseSchema } from "@contract/auth";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export function forgotPassword(email: string) {
  return apiRequest("/auth/forgot-password", { method: "POST", body: { email }, schema: messageResponseSchema });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}

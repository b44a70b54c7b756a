import { sendVerificationResponseSchema } from "@contract/email";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export function sendVerification() {
  return apiRequest("/notifications/verification", {
    method: "POST",
    body: {},
    schema: sendVerificationResponseSchema,
  });
}

/** Sends the verification link again; the address stays as it was until the link is opened. */
export function useSendVerification() {
  return useMutation({ mutationFn: sendVerification });
}

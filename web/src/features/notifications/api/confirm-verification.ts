import { confirmVerificationResponseSchema } from "@contract/email";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { notificationSettingsKey } from "./get-notification-settings";

export function confirmVerification(oobCode: string) {
  return apiRequest("/notifications/verification/confirm", {
    method: "POST",
    body: { oobCode },
    schema: confirmVerificationResponseSchema,
  });
}

/**
 * Applies the emailed link's code. The link may be another account's than the one signed in here,
 * so the cached settings are asked for again rather than marked verified.
 */
export function useConfirmVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmVerification,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: notificationSettingsKey }),
  });
}

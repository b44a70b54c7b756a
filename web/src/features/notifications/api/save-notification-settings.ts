import { notificationSettingsSchema, type UpdateNotificationSettingsRequest } from "@contract/email";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { useSessionUser } from "@/lib/session-user";
import { notificationSettingsQuery } from "./get-notification-settings";

export function saveNotificationSettings(body: UpdateNotificationSettingsRequest) {
  return apiRequest("/notifications/settings", { method: "PUT", body, schema: notificationSettingsSchema });
}

/** The answer is the settings as saved: it replaces the cached ones, no refetch. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  const { email } = useSessionUser();
  return useMutation({
    mutationFn: saveNotificationSettings,
    onSuccess: (saved) => queryClient.setQueryData(notificationSettingsQuery(email).queryKey, saved),
  });
}

import type { User } from "@contract/auth";
import { notificationSettingsSchema } from "@contract/email";
import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { useSessionUser } from "@/lib/session-user";

/** Every cached copy of the learner's email choices (the cache forgets them at sign-out with the rest). */
export const notificationSettingsKey = ["notification-settings"] as const;

export function getNotificationSettings(signal?: AbortSignal) {
  return apiRequest("/notifications/settings", { schema: notificationSettingsSchema, signal });
}

/** Kept per sign-in address: after an email change the new address (unverified) is asked for. */
export const notificationSettingsQuery = (email: string) =>
  queryOptions({
    queryKey: [...notificationSettingsKey, email],
    queryFn: ({ signal }) => getNotificationSettings(signal),
  });

export function useNotificationSettings() {
  return useQuery(notificationSettingsQuery(useSessionUser().email));
}

/** `/profile`'s loader: the notifications card's settings beside the view's chunk. */
export const notificationSettingsFirst = (client: QueryClient, user: User) =>
  client.prefetchQuery(notificationSettingsQuery(user.email));

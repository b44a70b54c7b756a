import type { CoachHours } from "@contract/sessions/coach";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, noContentSchema } from "@/lib/api-client";
import { coachHoursKey } from "./query-keys";

export function revokeCalendarFeed() {
  return apiRequest("/admin/coach-hours/feed", { method: "DELETE", schema: noContentSchema });
}

/** The feed URL stops working; the hours say there is none. */
export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCalendarFeed,
    onSuccess: () =>
      queryClient.setQueryData<CoachHours>(coachHoursKey, (current) => current && { ...current, hasFeed: false }),
  });
}

import { calendarFeedSchema, type CoachHours } from "@contract/sessions/coach";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { useIntentKey } from "@/lib/use-intent-key";
import { coachHoursKey } from "./query-keys";

/** A creating call: a double click makes one feed, not two (the second would stop the first). */
export function createCalendarFeed(idempotencyKey: string) {
  return apiRequest("/admin/coach-hours/feed", {
    method: "POST",
    body: {},
    schema: calendarFeedSchema,
    idempotencyKey,
  });
}

/** A new private feed URL, shown once; the old one stops working. The hours now say there is a feed. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  const intent = useIntentKey();
  return useMutation({
    // One intent per click: each click asks for a new URL (a retry after an error keeps its key).
    mutationFn: (click: number) => createCalendarFeed(intent.keyFor(click)),
    onSuccess: () => {
      intent.done();
      queryClient.setQueryData<CoachHours>(coachHoursKey, (current) => current && { ...current, hasFeed: true });
    },
  });
}

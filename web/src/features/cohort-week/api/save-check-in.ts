import type { CheckIn, CheckInList, CheckInRequest, CohortWeek } from "@contract/cohorts/week";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { checkInsKey, cohortWeekKey } from "./query-keys";

export function saveCheckIn(userId: string, week: number, body: CheckInRequest) {
  return apiRequest(`/users/${encodeURIComponent(userId)}/check-ins/${week}`, {
    method: "PUT",
    body,
    schema: async () => (await import("@contract/cohorts/week")).checkInSchema,
  });
}

/** Writes or replaces this week's check-in; the week's card and the trend follow without a refetch. */
export function useSaveCheckIn(userId: string, week: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CheckInRequest) => saveCheckIn(userId, week, body),
    onSuccess: (saved: CheckIn) => {
      queryClient.setQueryData<CohortWeek>(cohortWeekKey, (current) =>
        current && current.checkIn.week === saved.week
          ? { ...current, checkIn: { ...current.checkIn, current: saved } }
          : current,
      );
      queryClient.setQueryData<CheckInList>(checkInsKey, (current) =>
        current
          ? {
              checkIns: [...current.checkIns.filter((entry) => entry.week !== saved.week), saved].sort(
                (a, b) => a.week - b.week,
              ),
            }
          : current,
      );
    },
  });
}

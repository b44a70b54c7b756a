import { coachHoursSchema, type CoachHoursRequest } from "@contract/sessions/coach";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { coachHoursKey, freeSlotsKey } from "./query-keys";

export function saveCoachHours(body: CoachHoursRequest) {
  return apiRequest("/admin/coach-hours", { method: "PUT", body, schema: coachHoursSchema });
}

/** The answer is the hours as saved, with the booked sessions they now cross; the caller's slots are read again. */
export function useSaveCoachHours(coachId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCoachHours,
    onSuccess: (hours) => {
      queryClient.setQueryData(coachHoursKey, hours);
      void queryClient.invalidateQueries({ queryKey: freeSlotsKey(coachId) });
    },
  });
}

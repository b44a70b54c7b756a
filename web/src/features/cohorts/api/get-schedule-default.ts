import { scheduleDefaultSchema } from "@contract/cohorts/admin";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { scheduleDefaultKey } from "./query-keys";

export function getScheduleDefault(weeks: number) {
  return apiRequest(`/admin/cohorts/schedule-default?${new URLSearchParams({ weeks: String(weeks) })}`, {
    schema: scheduleDefaultSchema,
  });
}

/** The roadmap's phases and the schedule a cohort of `weeks` weeks gets (null: no valid length yet). */
export function useScheduleDefault(weeks: number | null) {
  return useQuery({
    queryKey: scheduleDefaultKey(weeks ?? 0),
    queryFn: () => getScheduleDefault(weeks!),
    enabled: weeks !== null,
    placeholderData: keepPreviousData,
  });
}

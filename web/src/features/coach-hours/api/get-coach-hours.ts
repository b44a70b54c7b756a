import { coachHoursSchema } from "@contract/sessions/coach";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { coachHoursKey } from "./query-keys";

export function getCoachHours() {
  return apiRequest("/admin/coach-hours", { schema: coachHoursSchema });
}

export const coachHoursQuery = queryOptions({ queryKey: coachHoursKey, queryFn: getCoachHours });

/** The caller's own hours (null before they set any), whether they have a feed, and their conflicts. */
export function useCoachHours() {
  return useQuery(coachHoursQuery);
}

import { coachWeekSchema } from "@contract/sessions/coach";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { coachWeekKey } from "./query-keys";

export function listCoachWeek(from: string, to: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ from, to });
  return apiRequest(`/admin/sessions?${query}`, { schema: coachWeekSchema, signal });
}

/** Every coach's sessions from `from` to `to` (the caller's first); the last week stays shown while the next loads. */
export function useCoachWeek(range: { from: string; to: string } | null) {
  return useQuery({
    queryKey: coachWeekKey(range?.from ?? "", range?.to ?? ""),
    queryFn: ({ signal }) => listCoachWeek(range!.from, range!.to, signal),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}

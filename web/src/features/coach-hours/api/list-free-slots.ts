import { SESSION_LIMITS } from "@contract/sessions/common";
import { freeSlotsSchema } from "@contract/sessions/learner";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { freeSlotsKey } from "./query-keys";

/** The learners' call (admins are users too): a coach's free slots for `days` days from `from` (now when absent). */
export function listFreeSlots(coachId: string, from: string | undefined, signal?: AbortSignal) {
  const query = new URLSearchParams({ days: String(SESSION_LIMITS.slotDaysMax), ...(from ? { from } : {}) });
  return apiRequest(`/sessions/coaches/${encodeURIComponent(coachId)}/slots?${query}`, {
    schema: freeSlotsSchema,
    signal,
  });
}

/** A coach's free slots, two weeks a page, up to their booking horizon. */
export function useFreeSlots(coachId: string) {
  return useInfiniteQuery({
    queryKey: freeSlotsKey(coachId),
    queryFn: ({ pageParam, signal }) => listFreeSlots(coachId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextFrom ?? undefined,
    // Slots go as others book: a dialog opened again reads them afresh.
    staleTime: 0,
  });
}

import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { learnerContract } from "./contract";
import { freeSlotsKey } from "./query-keys";

/** Days of slots the picker shows at a time. */
export const SLOT_DAYS = 7;

export function listFreeSlots(coachId: string, from: string | null) {
  const query = new URLSearchParams({ days: String(SLOT_DAYS) });
  if (from) query.set("from", from);
  return apiRequest(`/sessions/coaches/${encodeURIComponent(coachId)}/slots?${query}`, {
    schema: async () => (await learnerContract()).freeSlotsSchema,
  });
}

/** A coach's free slots for `SLOT_DAYS` days from `from` (null: from now). */
export function useFreeSlots(coachId: string, from: string | null) {
  return useQuery({ queryKey: freeSlotsKey(coachId, from), queryFn: () => listFreeSlots(coachId, from) });
}

import { adminUserPageSchema } from "@contract/admin-users";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { coachOptionsKey } from "./query-keys";

/** Admins who may coach, at most this many offered at once. */
export const COACH_OPTIONS_LIMIT = 100;

export function listCoachOptions() {
  const query = new URLSearchParams({ role: "admin", active: "true", limit: String(COACH_OPTIONS_LIMIT) });
  return apiRequest(`/admin/users?${query}`, { schema: adminUserPageSchema });
}

/** The active admins: every admin is a coach. */
export function useCoachOptions() {
  return useQuery({ queryKey: coachOptionsKey, queryFn: listCoachOptions });
}

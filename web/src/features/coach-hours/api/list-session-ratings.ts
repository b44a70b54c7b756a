import { coachRatingsSchema } from "@contract/sessions/coach";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { sessionRatingsKey } from "./query-keys";

export function listSessionRatings() {
  return apiRequest("/admin/session-ratings", { schema: coachRatingsSchema });
}

/** Each coach's count, mean and recent ratings. */
export function useSessionRatings() {
  return useQuery({ queryKey: sessionRatingsKey, queryFn: listSessionRatings });
}

import { sessionSettingsSchema } from "@contract/sessions/coach";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { sessionSettingsKey } from "./query-keys";

export function getSessionSettings() {
  return apiRequest("/admin/session-settings", { schema: sessionSettingsSchema });
}

/** The admin's monthly cap of sessions per learner. */
export function useSessionSettings() {
  return useQuery({ queryKey: sessionSettingsKey, queryFn: getSessionSettings });
}

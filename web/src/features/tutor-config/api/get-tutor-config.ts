import { tutorConfigResponseSchema } from "@contract/tutor";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export const tutorConfigKey = ["admin", "tutor-config"] as const;

export function getTutorConfig() {
  return apiRequest("/admin/tutor-config", { schema: tutorConfigResponseSchema });
}

export function useTutorConfig() {
  return useQuery({ queryKey: tutorConfigKey, queryFn: getTutorConfig });
}

import { aiStatusSchema } from "@contract/tutor";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export const aiStatusKey = ["admin", "ai-status"] as const;

export function getAiStatus() {
  return apiRequest("/admin/ai-status", { schema: aiStatusSchema });
}

/** Which provider and model answer, and how their latest call went (a test call changes it). */
export function useAiStatus() {
  return useQuery({ queryKey: aiStatusKey, queryFn: getAiStatus });
}

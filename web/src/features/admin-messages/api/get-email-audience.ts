import { emailAudienceSchema } from "@contract/email";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export const emailAudienceKey = ["admin", "email-audience"] as const;

export function getEmailAudience() {
  return apiRequest("/admin/email/audience", { schema: emailAudienceSchema });
}

/** How many learners accept announcement emails: what "Also send by email" would reach. */
export function useEmailAudience() {
  return useQuery({ queryKey: emailAudienceKey, queryFn: getEmailAudience });
}

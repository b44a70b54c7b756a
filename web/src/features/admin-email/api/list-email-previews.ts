import { emailPreviewListSchema } from "@contract/email";
import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export const emailPreviewsKey = ["admin", "email-previews"] as const;

export function listEmailPreviews() {
  return apiRequest("/admin/email/previews", { schema: emailPreviewListSchema });
}

const emailPreviewsQuery = queryOptions({ queryKey: emailPreviewsKey, queryFn: listEmailPreviews });

/** `/admin/email`'s loader: every kind of email, rendered with sample data. */
export const emailPreviewsFirst = (client: QueryClient) => client.prefetchQuery(emailPreviewsQuery);

export function useEmailPreviews() {
  return useQuery(emailPreviewsQuery);
}

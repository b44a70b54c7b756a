import { failedDeliveryPageSchema } from "@contract/email";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export const failedDeliveriesKey = ["admin", "failed-deliveries"] as const;
export const FAILED_DELIVERIES_PAGE = 20;

export function listFailedDeliveries(cursor: string | null) {
  const query = new URLSearchParams({ limit: String(FAILED_DELIVERIES_PAGE) });
  if (cursor) query.set("cursor", cursor);
  return apiRequest(`/admin/email/failures?${query}`, { schema: failedDeliveryPageSchema });
}

/** Emails the extension could not send, newest first, a page at a time. */
export function useFailedDeliveries() {
  return useInfiniteQuery({
    queryKey: failedDeliveriesKey,
    queryFn: ({ pageParam }) => listFailedDeliveries(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

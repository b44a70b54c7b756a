import { broadcastPageSchema } from "@contract/messages";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export const sentMessagesKey = ["admin", "sent-messages"] as const;
export const SENT_MESSAGES_PAGE = 10;

export function listSentMessages(cursor: string | null) {
  const query = new URLSearchParams({ limit: String(SENT_MESSAGES_PAGE) });
  if (cursor) query.set("cursor", cursor);
  return apiRequest(`/admin/messages?${query}`, { schema: broadcastPageSchema });
}

/** Sent messages newest first, a page at a time ('Load More Messages' fetches the next). */
export function useSentMessages() {
  return useInfiniteQuery({
    queryKey: sentMessagesKey,
    queryFn: ({ pageParam }) => listSentMessages(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

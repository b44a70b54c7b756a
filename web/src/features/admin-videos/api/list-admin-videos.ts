import { adminCuratedVideoPageSchema } from "@contract/admin-videos";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export const adminVideosKey = ["admin", "curated-videos"] as const;
export const ADMIN_VIDEOS_PAGE = 50;

export function listAdminVideos(cursor: string | null) {
  const query = new URLSearchParams({ limit: String(ADMIN_VIDEOS_PAGE) });
  if (cursor) query.set("cursor", cursor);
  return apiRequest(`/admin/curated-videos?${query}`, { schema: adminCuratedVideoPageSchema });
}

/** Every catalogue video, active or not, in catalogue order, a page at a time ('Load more'). */
export function useAdminVideos() {
  return useInfiniteQuery({
    queryKey: adminVideosKey,
    queryFn: ({ pageParam }) => listAdminVideos(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

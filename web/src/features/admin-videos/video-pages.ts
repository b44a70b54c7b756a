import type { AdminCuratedVideo, AdminCuratedVideoPage } from "@contract/admin-videos";
import { catalogueOrder } from "@contract/learning";
import type { InfiniteData } from "@tanstack/react-query";

export type VideoPages = InfiniteData<AdminCuratedVideoPage, string | null>;

/** The cached pages without the video of this id. */
export function removeVideo(data: VideoPages | undefined, id: string): VideoPages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, items: page.items.filter((item) => item.id !== id) })),
  };
}

/**
 * The cached pages with this video (new or changed) where the server would list it. One that sorts
 * after everything loaded goes last, so an admin sees what they added even before 'Load more'.
 */
export function placeVideo(data: VideoPages | undefined, video: AdminCuratedVideo): VideoPages | undefined {
  const without = removeVideo(data, video.id);
  if (!without) return without;
  const pages = without.pages.map((page) => ({ ...page, items: [...page.items] }));
  const target =
    pages
      .map((page) => ({ page, index: page.items.findIndex((item) => catalogueOrder(video, item) < 0) }))
      .find(({ index }) => index >= 0) ?? null;
  if (target) target.page.items.splice(target.index, 0, video);
  else pages.at(-1)?.items.push(video);
  return { ...without, pages };
}

/** The loaded videos in list order; a video placed early and then fetched again with its page shows once. */
export function loadedVideos(data: { pages: AdminCuratedVideoPage[] } | undefined): AdminCuratedVideo[] {
  const seen = new Set<string>();
  return (data?.pages ?? [])
    .flatMap((page) => page.items)
    .filter((video) => !seen.has(video.id) && Boolean(seen.add(video.id)));
}

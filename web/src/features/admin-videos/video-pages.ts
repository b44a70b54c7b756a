import type { AdminCuratedVideo, AdminCuratedVideoPage } from "@contract/admin-videos";
import { PILLARS, SKILL_IDS } from "@contract/pillars";
import type { InfiniteData } from "@tanstack/react-query";

export type VideoPages = InfiniteData<AdminCuratedVideoPage, string | null>;

/** The server's list order (pillar, skill, priority), with the id last so the order is total. */
export function compareVideos(a: AdminCuratedVideo, b: AdminCuratedVideo): number {
  return (
    PILLARS.indexOf(a.pillar) - PILLARS.indexOf(b.pillar) ||
    SKILL_IDS.indexOf(a.skillId) - SKILL_IDS.indexOf(b.skillId) ||
    a.orderPriority - b.orderPriority ||
    a.id.localeCompare(b.id)
  );
}

/** The cached pages without the video of this id. */
export function removeVideo(data: VideoPages | undefined, id: string): VideoPages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, items: page.items.filter((item) => item.id !== id) })),
  };
}

/**
 * The cached pages with this video (new or changed) where the server would list it. A video that
 * sorts after everything loaded while more pages wait on the server is left for 'Load more' to bring.
 */
export function placeVideo(data: VideoPages | undefined, video: AdminCuratedVideo): VideoPages | undefined {
  const without = removeVideo(data, video.id);
  if (!without) return without;
  const pages = without.pages.map((page) => ({ ...page, items: [...page.items] }));
  const lastPage = pages.at(-1);
  if (!lastPage) return without;
  for (const page of pages) {
    const index = page.items.findIndex((item) => compareVideos(video, item) < 0);
    if (index >= 0) {
      page.items.splice(index, 0, video);
      return { ...without, pages };
    }
  }
  if (lastPage.nextCursor !== null) return { ...without, pages };
  lastPage.items.push(video);
  return { ...without, pages };
}

import type { CuratedVideo } from "@contract/learning";
import { skillById, type Difficulty, type Pillar } from "@contract/pillars";

export interface CatalogueFilter {
  search: string;
  pillar: Pillar | "all";
  level: Difficulty | "all";
}

/** Case-insensitive search over title, description, channel and skill label. */
export function filterCatalogue(videos: CuratedVideo[], filter: CatalogueFilter): CuratedVideo[] {
  const needle = filter.search.trim().toLowerCase();
  return videos.filter((video) => {
    if (filter.pillar !== "all" && video.pillar !== filter.pillar) return false;
    if (filter.level !== "all" && video.difficulty !== filter.level) return false;
    if (!needle) return true;
    const haystack = [video.title, video.description, video.channelTitle, skillById(video.skillId)?.label ?? ""];
    return haystack.some((text) => text.toLowerCase().includes(needle));
  });
}

import type { CuratedVideo } from "@contract/learning";
import { DIFFICULTIES, PILLARS, skillById, type Difficulty, type Pillar } from "@contract/pillars";

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

/** The filter a query string holds (`?q=&pillar=&level=`); an unknown pillar or level filters nothing. */
export function filterIn(params: URLSearchParams): CatalogueFilter {
  const pillar = params.get("pillar");
  const level = params.get("level");
  return {
    search: params.get("q") ?? "",
    pillar: PILLARS.includes(pillar as Pillar) ? (pillar as Pillar) : "all",
    level: DIFFICULTIES.includes(level as Difficulty) ? (level as Difficulty) : "all",
  };
}

/** The query string of a filter: what filters nothing is left out. */
export function searchParamsFor(filter: CatalogueFilter): URLSearchParams {
  const search = new URLSearchParams();
  if (filter.search) search.set("q", filter.search);
  if (filter.pillar !== "all") search.set("pillar", filter.pillar);
  if (filter.level !== "all") search.set("level", filter.level);
  return search;
}

import { thumbnailUrlFor, type CuratedVideo } from "../../contract/learning";
import { PILLARS, SKILL_IDS } from "../../contract/pillars";
import { activeCuratedVideos } from "./repository";

/** The whole active catalogue is one screen's data; this bounds it well above any real catalogue. */
export const CATALOGUE_CAP = 1000;

type Ordered = Pick<CuratedVideo, "id" | "pillar" | "skillId" | "orderPriority">;

/** Spec 000 section 9: pillar (in pillar order), then skill (in skill order), then orderPriority. */
export function catalogueOrder(a: Ordered, b: Ordered): number {
  return (
    PILLARS.indexOf(a.pillar) - PILLARS.indexOf(b.pillar) ||
    SKILL_IDS.indexOf(a.skillId) - SKILL_IDS.indexOf(b.skillId) ||
    a.orderPriority - b.orderPriority ||
    a.id.localeCompare(b.id)
  );
}

export async function listCuratedVideos(): Promise<CuratedVideo[]> {
  const entries = await activeCuratedVideos({ cap: CATALOGUE_CAP });
  return entries
    .map(({ id, video: doc }) => {
      const { createdAt, updatedAt: _updatedAt, ...video } = doc;
      return {
        id,
        ...video,
        thumbnailUrl: thumbnailUrlFor(video.youtubeVideoId),
        createdAt: createdAt.toDate().toISOString(),
      };
    })
    .sort(catalogueOrder);
}

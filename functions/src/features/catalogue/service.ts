import { catalogueOrder, thumbnailUrlFor, type CuratedVideo } from "../../contract/learning";
import { activeCuratedVideos } from "./repository";
import { toIso } from "../../contract/common";

/** The whole active catalogue is one screen's data; this bounds it well above any real catalogue. */
export const CATALOGUE_CAP = 1000;

export async function listCuratedVideos(): Promise<CuratedVideo[]> {
  const entries = await activeCuratedVideos({ cap: CATALOGUE_CAP });
  return entries
    .map(({ id, video: doc }) => {
      const { createdAt, updatedAt: _updatedAt, ...video } = doc;
      return {
        id,
        ...video,
        thumbnailUrl: thumbnailUrlFor(video.youtubeVideoId),
        createdAt: toIso(createdAt),
      };
    })
    .sort(catalogueOrder);
}

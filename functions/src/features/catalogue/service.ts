import { catalogueOrder, thumbnailUrlFor, type CuratedVideo } from "../../contract/learning";
import { activeCuratedVideos, CATALOGUE_CAP } from "./repository";
import { toIso } from "../../contract/common";

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

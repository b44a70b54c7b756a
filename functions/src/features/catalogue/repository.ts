export { activeCuratedVideos, CATALOGUE_CAP } from "../../lib/learning-store";
export { curatedVideos, curatedVideoYoutubeIds } from "../../lib/collections";

export { activeCuratedVideos } from "../../lib/learning-store";
export { curatedVideos, curatedVideoYoutubeIds } from "../../lib/collections";

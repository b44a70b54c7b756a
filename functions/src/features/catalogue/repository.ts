export { activeCuratedVideos } from "../../lib/learning-store";

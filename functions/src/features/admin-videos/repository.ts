// The curated catalogue as the admin manages it: every video, active or not, and the YouTube-id
// guard that keeps each video in the catalogue once.
export { curatedVideos, curatedVideoYoutubeIds } from "../../lib/collections";
export { CATALOGUE_CAP } from "../../lib/learning-store";

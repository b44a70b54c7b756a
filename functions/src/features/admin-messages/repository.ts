// The broadcasts the admin sends and lists, and what the stat cards count.
export { broadcasts, curatedVideos, profiles, readable, users } from "../../lib/collections";

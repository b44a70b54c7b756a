import { curatedVideos } from "../../lib/learning-store";

export async function activeCuratedVideos(cap: number) {
  return (await curatedVideos().where("isActive", "==", true).limit(cap).get()).docs;
}

import type { DocumentReference } from "firebase-admin/firestore";
import { LIST_CAP, type LearningPathDoc } from "../../contract/learning";
import { allPathVideos, learningPaths, pathVideos, readList, watchedVideos } from "../../lib/collections";
import { db } from "../../lib/firebase";

export { learningPaths, pathVideos, watchedVideos };

export function pathsOf(uid: string, limit = LIST_CAP) {
  return readList(learningPaths().where("userId", "==", uid).orderBy("createdAt", "desc").limit(limit));
}

export async function findPath(
  pathId: string,
): Promise<{ id: string; ref: DocumentReference<LearningPathDoc>; doc: LearningPathDoc } | null> {
  const snapshot = await learningPaths().doc(pathId).get();
  const doc = snapshot.data();
  return doc ? { id: snapshot.id, ref: snapshot.ref, doc } : null;
}

export function videosOf(pathId: string) {
  return readList(
    pathVideos(pathId)
      .orderBy("orderIndex")
      .limit(LIST_CAP * 10),
  );
}

/** Which of these YouTube videos the user has watched. */
export async function watchedAmong(uid: string, youtubeVideoIds: string[]): Promise<Set<string>> {
  const unique = [...new Set(youtubeVideoIds)];
  if (!unique.length) return new Set();
  const snapshots = await db.getAll(...unique.map((id) => watchedVideos(uid).doc(id)));
  return new Set(snapshots.filter((snapshot) => snapshot.exists).map((snapshot) => snapshot.id));
}

/** The user's path videos holding one YouTube video, over all their paths. */
export const pathVideosWith = (uid: string, youtubeVideoId: string) =>
  allPathVideos().where("userId", "==", uid).where("youtubeVideoId", "==", youtubeVideoId);

// A ceiling far above real use (100 paths of a few dozen videos), so the read stays bounded.
const PATH_VIDEOS_CAP = 10_000;

/** Every YouTube video in any of the user's paths. */
export async function youtubeIdsInPaths(uid: string): Promise<Set<string>> {
  const snapshot = await allPathVideos()
    .where("userId", "==", uid)
    .select("youtubeVideoId")
    .limit(PATH_VIDEOS_CAP)
    .get();
  return new Set(snapshot.docs.map((doc) => doc.get("youtubeVideoId") as string));
}

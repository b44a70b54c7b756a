import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { LIST_CAP, pathVideoId, type LearningPathDoc, type PathVideoDoc } from "../../contract/learning";
import { recordActivity, type NewActivity } from "../../lib/activities";
import type { Clock } from "../../lib/clock";
import { allPathVideos, learningPaths, pathVideos, readList, watchedVideos } from "../../lib/collections";
import { db } from "../../lib/firebase";
import { countFirstWatch } from "../../lib/learning-summary";
import { createPathWithVideos, pathVideoDoc, type NewPath, type NewPathVideo } from "../../lib/learning-store";
import { runTransaction } from "../../lib/transaction";

// Learning paths (`learningPaths/{id}` with their `videos`) and what a learner has watched
// (`users/{uid}/watchedVideos/{youtubeVideoId}`, once per user and YouTube video).

export function pathsOf(uid: string, limit = LIST_CAP) {
  return readList(learningPaths().where("userId", "==", uid).orderBy("createdAt", "desc").limit(limit));
}

export async function findPath(pathId: string): Promise<{ id: string; doc: LearningPathDoc } | null> {
  const snapshot = await learningPaths().doc(pathId).get();
  const doc = snapshot.data();
  return doc ? { id: snapshot.id, doc } : null;
}

/** A new path without videos. */
export const createEmptyPath = (uid: string, path: NewPath, clock: Clock) => createPathWithVideos(uid, path, [], clock);

/** Removes the path and its videos; watched records stay (they belong to the learner, not the path). */
export async function deletePathWithVideos(pathId: string): Promise<void> {
  await db.recursiveDelete(learningPaths().doc(pathId));
}

export function videosOf(pathId: string) {
  return readList(
    pathVideos(pathId)
      .orderBy("orderIndex")
      .limit(LIST_CAP * 10),
  );
}

export const readPathVideo = async (pathId: string, videoId: string) =>
  (await pathVideos(pathId).doc(videoId).get()).data();

/** Which of these YouTube videos the user has watched. */
export async function watchedAmong(uid: string, youtubeVideoIds: string[]): Promise<Set<string>> {
  const unique = [...new Set(youtubeVideoIds)];
  if (!unique.length) return new Set();
  const snapshots = await db.getAll(...unique.map((id) => watchedVideos(uid).doc(id)));
  return new Set(snapshots.filter((snapshot) => snapshot.exists).map((snapshot) => snapshot.id));
}

/** The user's watched videos, newest first. */
export const readWatched = (uid: string, limit: number) =>
  readList(watchedVideos(uid).orderBy("watchedAt", "desc").limit(limit));

/**
 * Adds a video to a path under its deterministic id, so a path holds a YouTube video once: a
 * second add answers the stored entry. The path's counters move in the same transaction that
 * reads the watched record, so a concurrent watch is counted exactly once. Null when there is no
 * such path.
 */
export function addPathVideo(
  uid: string,
  pathId: string,
  video: NewPathVideo,
): Promise<{ created: boolean; id: string; doc: PathVideoDoc; watched: boolean } | null> {
  const pathRef = learningPaths().doc(pathId);
  const videoRef = pathVideos(pathId).doc(pathVideoId(pathId, video.youtubeVideoId));
  const watchedRef = watchedVideos(uid).doc(video.youtubeVideoId);
  return runTransaction(async (tx) => {
    const [path, existing, watched] = await Promise.all([tx.get(pathRef), tx.get(videoRef), tx.get(watchedRef)]);
    if (!path.exists) return null;
    if (existing.exists) return { created: false, id: existing.id, doc: existing.data()!, watched: watched.exists };
    const doc = pathVideoDoc(uid, video);
    tx.create(videoRef, doc);
    const categories = path.data()!.skillCategories;
    tx.update(
      pathRef,
      learningPaths.changes({
        totalVideos: FieldValue.increment(1),
        ...(watched.exists ? { watchedVideos: FieldValue.increment(1) } : {}),
        ...(categories.includes(video.skillCategory)
          ? {}
          : { skillCategories: FieldValue.arrayUnion(video.skillCategory) }),
      }),
    );
    return { created: true, id: videoRef.id, doc, watched: watched.exists };
  });
}

/**
 * Records the user's first watch of a path video's YouTube video: the watched record, the
 * learner's summary, one more watched video on every path of theirs holding it, and the activity
 * (under `activityId`, so a retry records it once). A later watch changes nothing.
 *
 * The transaction stays small: the learner's paths are listed before it, and inside it reads only
 * this user's watched record and this video's entry in each listed path (present or not), by id:
 * a query there would lock every path video it scans. An add of the video to a listed path
 * (`addPathVideo`) either commits first, and the entry read here shows it, or reads the watched
 * record after this commits; either way it is counted once. A path listed too late is counted
 * after the commit (`countInLatePaths`).
 */
export async function recordWatch(
  uid: string,
  pathId: string,
  video: PathVideoDoc,
  activity: { id: string; activity: NewActivity },
  clock: Clock,
): Promise<{ newlyWatched: boolean; watchedAt: Date }> {
  const watchedRef = watchedVideos(uid).doc(video.youtubeVideoId);
  const seen = await watchedRef.get();
  if (seen.exists) return { newlyWatched: false, watchedAt: seen.data()!.watchedAt.toDate() };
  const listed = await pathIdsOf(uid);
  const entryRefs = listed.map((id) => pathVideos(id).doc(pathVideoId(id, video.youtubeVideoId)));
  const outcome = await runTransaction(async (tx) => {
    const [existing, entries] = await Promise.all([
      tx.get(watchedRef),
      entryRefs.length ? tx.getAll(...entryRefs) : [],
    ]);
    if (existing.exists) return { newlyWatched: false, watchedAt: existing.data()!.watchedAt.toDate() };
    const now = clock.now();
    tx.create(watchedRef, {
      youtubeVideoId: video.youtubeVideoId,
      title: video.title,
      skillCategory: video.skillCategory,
      pathId,
      watchedAt: Timestamp.fromDate(now),
    });
    countFirstWatch(tx, uid, video.skillCategory);
    for (const entry of entries.filter((entry) => entry.exists))
      tx.update(entry.ref.parent.parent!, learningPaths.changes({ watchedVideos: FieldValue.increment(1) }));
    await recordActivity(uid, activity.activity, clock, { id: activity.id, writer: tx });
    return { newlyWatched: true, watchedAt: now };
  });
  if (outcome.newlyWatched) await countInLatePaths(uid, listed, video.youtubeVideoId);
  return outcome;
}

// A learner's paths are listed in pages of LIST_CAP; this bounds the listing far above real use.
const PATHS_CAP = LIST_CAP * 5;

const pathIdsOf = async (uid: string) =>
  (await learningPaths().where("userId", "==", uid).select().limit(PATHS_CAP).get()).docs.map((doc) => doc.id);

/**
 * Counts the first watch in paths created after `recordWatch` listed them that received the video
 * before its commit: they read the watched record before it existed, and the transaction did not
 * see them. An entry created after the commit read the record and counted itself.
 */
async function countInLatePaths(uid: string, listed: string[], youtubeVideoId: string) {
  const late = (await pathIdsOf(uid)).filter((id) => !listed.includes(id));
  if (!late.length) return;
  const [watched, ...entries] = await db.getAll(
    watchedVideos(uid).doc(youtubeVideoId),
    ...late.map((id) => pathVideos(id).doc(pathVideoId(id, youtubeVideoId))),
  );
  const committedAt = watched!.createTime!;
  for (const entry of entries)
    if (entry.exists && entry.createTime!.valueOf() < committedAt.valueOf())
      await entry.ref.parent.parent!.update({ watchedVideos: FieldValue.increment(1) });
}

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

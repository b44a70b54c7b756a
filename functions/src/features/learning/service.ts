import {
  LIST_CAP,
  parsePathVideoId,
  type AddPathVideoRequest,
  type AdditionalVideo,
  type CreateLearningPathRequest,
  type LearningPath,
  type LearningPathDoc,
  type PathProgress,
  type PathVideo,
  type PathVideoDoc,
  type VideoProgress,
  type WatchResponse,
} from "../../contract/learning";
import { percentage } from "../../contract/progress";
import { notFound } from "../../lib/errors";
import type { SessionUser } from "../../http/session";
import type { Clock } from "../../lib/clock";
import { assertCanRead, assertOwner } from "../../http/access";
import {
  addPathVideo,
  createEmptyPath,
  deletePathWithVideos,
  findPath,
  pathsOf,
  readPathVideo,
  readWatched,
  recordWatch,
  videosOf,
  watchedAmong,
  youtubeIdsInPaths,
} from "./repository";
import { toIso } from "../../contract/common";

const PATH_NOT_FOUND = "Learning path not found";
const VIDEO_NOT_FOUND = "Video not found";

export function toLearningPath(id: string, doc: LearningPathDoc): LearningPath {
  return {
    id,
    userId: doc.userId,
    title: doc.title,
    description: doc.description,
    skillCategories: doc.skillCategories,
    totalVideos: doc.totalVideos,
    watchedVideos: doc.watchedVideos,
    progressPercentage: percentage(doc.watchedVideos, doc.totalVideos),
    createdAt: toIso(doc.createdAt),
  };
}

const toPathVideo = (id: string, doc: PathVideoDoc, watched: boolean): PathVideo => ({ id, ...doc, watched });

export async function listPaths(uid: string): Promise<LearningPath[]> {
  return (await pathsOf(uid)).map(({ id, data }) => toLearningPath(id, data));
}

export async function createPath(uid: string, input: CreateLearningPathRequest, clock: Clock): Promise<LearningPath> {
  const body = input;
  const skillCategories = [...new Set(body.skillCategories)];
  const { id, doc } = await createEmptyPath(uid, { ...body, skillCategories }, clock);
  return toLearningPath(id, doc);
}

/** A path the caller may see; another user's path answers 403. */
async function readablePath(session: SessionUser, pathId: string) {
  const path = await findPath(pathId);
  if (!path) throw notFound(PATH_NOT_FOUND);
  assertCanRead(session, path.doc.userId);
  return path;
}

async function ownPath(session: SessionUser, pathId: string) {
  const path = await findPath(pathId);
  if (!path) throw notFound(PATH_NOT_FOUND);
  assertOwner(session, path.doc.userId);
  return path;
}

/** Removes the path and its videos; watched records stay (they belong to the learner, not the path). */
export async function deletePath(session: SessionUser, pathId: string): Promise<void> {
  await ownPath(session, pathId);
  await deletePathWithVideos(pathId);
}

export async function pathProgress(session: SessionUser, pathId: string): Promise<PathProgress> {
  const path = await readablePath(session, pathId);
  const doc = path.doc;
  const videos = await videosOf(pathId);
  const watched = await watchedAmong(
    doc.userId,
    videos.map((video) => video.data.youtubeVideoId),
  );
  const list = videos.map(({ id, data }) => toPathVideo(id, data, watched.has(data.youtubeVideoId)));
  const watchedCount = list.filter((video) => video.watched).length;
  return {
    // Counted from the videos themselves; the stored counters are the same numbers, kept for live readers.
    learningPath: toLearningPath(path.id, { ...doc, totalVideos: list.length, watchedVideos: watchedCount }),
    videos: list,
    totalVideos: list.length,
    watchedVideos: watchedCount,
    progressPercentage: percentage(watchedCount, list.length),
  };
}

/**
 * Adds a video to the owner's path. A path holds a YouTube video once: adding it again
 * answers the existing entry. Counters move in the same transaction that reads the
 * watched record, so a concurrent watch is counted exactly once.
 */
export async function addVideo(
  session: SessionUser,
  pathId: string,
  input: AddPathVideoRequest,
): Promise<{ created: boolean; video: PathVideo }> {
  await ownPath(session, pathId);
  const added = await addPathVideo(session.uid, pathId, {
    youtubeVideoId: input.youtubeVideoId,
    title: input.title,
    description: input.description,
    skillCategory: input.skillCategory,
    orderIndex: input.orderIndex,
    curatedVideoId: input.curatedVideoId ?? null,
  });
  if (!added) throw notFound(PATH_NOT_FOUND);
  return { created: added.created, video: toPathVideo(added.id, added.doc, added.watched) };
}

export async function videoProgress(uid: string): Promise<VideoProgress[]> {
  const watched = await readWatched(uid, LIST_CAP);
  return watched.map(({ id, data }) => ({
    id,
    ...data,
    watched: true,
    watchedAt: toIso(data.watchedAt),
  }));
}

/** Deterministic, so a retried watch records its activity once. */
export const watchActivityId = (youtubeVideoId: string) => `video_watch_${youtubeVideoId}`;

/**
 * Marks a path video watched for the user. Watched state is per user and YouTube video:
 * the first watch creates the record and adds one to every path of theirs holding it;
 * any later watch (from any path) changes nothing. One small transaction per call: it
 * reads only this user's record of this video and the path videos that hold it.
 * The created `users/{uid}/watchedVideos/{youtubeVideoId}` document is the hook for the
 * messages feature's trigger ('Lesson Complete', 'Learning Path Mastered'): it is created
 * exactly once per user and video, with the path it was watched in.
 */
export async function watchVideo(uid: string, videoId: string, clock: Clock): Promise<WatchResponse> {
  const parsed = parsePathVideoId(videoId);
  if (!parsed) throw notFound(VIDEO_NOT_FOUND);
  const data = await readPathVideo(parsed.pathId, videoId);
  if (!data || data.userId !== uid) throw notFound(VIDEO_NOT_FOUND);
  const outcome = await recordWatch(
    uid,
    parsed.pathId,
    data,
    {
      id: watchActivityId(data.youtubeVideoId),
      activity: {
        type: "video_watch",
        title: `Watched: ${data.title}`,
        description: data.description.split("\n")[0] ?? "",
        pillar: data.skillCategory,
      },
    },
    clock,
  );

  const path = (await findPath(parsed.pathId))?.doc;
  return {
    videoId,
    youtubeVideoId: data.youtubeVideoId,
    watched: true,
    newlyWatched: outcome.newlyWatched,
    watchedAt: outcome.watchedAt.toISOString(),
    pathProgress: {
      totalVideos: path?.totalVideos ?? 0,
      watchedVideos: path?.watchedVideos ?? 0,
      progressPercentage: percentage(path?.watchedVideos ?? 0, path?.totalVideos ?? 0),
    },
  };
}

/** Watched videos that are in none of the user's paths (watched from the catalogue or a removed path). */
export async function additionalVideos(uid: string): Promise<AdditionalVideo[]> {
  const [inPaths, watched] = await Promise.all([youtubeIdsInPaths(uid), readWatched(uid, LIST_CAP * 5)]);
  return watched
    .filter(({ id }) => !inPaths.has(id))
    .slice(0, LIST_CAP)
    .map(({ id, data }) => {
      return {
        id,
        youtubeVideoId: data.youtubeVideoId,
        title: data.title,
        skillCategory: data.skillCategory,
        watchedAt: toIso(data.watchedAt),
      };
    });
}

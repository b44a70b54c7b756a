import { Timestamp, type Transaction } from "firebase-admin/firestore";
import {
  pathVideoId,
  thumbnailUrlFor,
  type CuratedVideoDoc,
  type LearningPathDoc,
  type PathVideoDoc,
} from "../contract/learning";
import type { Pillar } from "../contract/pillars";
import type { Clock } from "./clock";
import { curatedVideos, learningPaths, pathVideos, readList, watchedVideos } from "./collections";
import { runTransaction } from "./transaction";

/** The whole catalogue is one screen's data; this bounds it well above any real catalogue. */
export const CATALOGUE_CAP = 1000;

/** Active catalogue videos (of some pillars); a malformed one is skipped and logged, not a failed read. */
export async function activeCuratedVideos(options: {
  pillars?: Pillar[];
  cap: number;
}): Promise<{ id: string; video: CuratedVideoDoc }[]> {
  let query = curatedVideos().where("isActive", "==", true);
  if (options.pillars) query = query.where("pillar", "in", options.pillars);
  return (await readList(query.limit(options.cap))).map(({ id, data }) => ({ id, video: data }));
}

export type NewPathVideo = Omit<PathVideoDoc, "userId" | "thumbnailUrl">;
export type NewPath = Pick<LearningPathDoc, "title" | "description" | "skillCategories">;

/**
 * Reads what a new path needs inside the caller's transaction (which of its videos the
 * user has already watched) and returns the writes to make once every read is done,
 * so a path can be created in the same transaction as other changes.
 */
export async function preparePath(
  tx: Transaction,
  uid: string,
  path: NewPath,
  videos: NewPathVideo[],
  clock: Clock,
): Promise<{ id: string; doc: LearningPathDoc; write: () => void }> {
  const pathId = learningPaths().doc().id;
  const unique = [...new Map(videos.map((video) => [video.youtubeVideoId, video])).values()];
  const watched = unique.length
    ? await tx.getAll(...unique.map((video) => watchedVideos(uid).doc(video.youtubeVideoId)))
    : [];
  const doc: LearningPathDoc = {
    userId: uid,
    title: path.title,
    description: path.description,
    skillCategories: path.skillCategories,
    totalVideos: unique.length,
    watchedVideos: watched.filter((snapshot) => snapshot.exists).length,
    createdAt: Timestamp.fromDate(clock.now()),
  };
  const write = () => {
    tx.create(learningPaths().doc(pathId), doc);
    for (const video of unique)
      tx.create(pathVideos(pathId).doc(pathVideoId(pathId, video.youtubeVideoId)), pathVideoDoc(uid, video));
  };
  return { id: pathId, doc, write };
}

/**
 * Creates a path with its videos in one transaction. Its watched count starts from the
 * user's watched videos, read in the same transaction so a concurrent watch is never lost.
 */
export async function createPathWithVideos(
  uid: string,
  path: NewPath,
  videos: NewPathVideo[],
  clock: Clock,
): Promise<{ id: string; doc: LearningPathDoc }> {
  return runTransaction(async (tx) => {
    const { id, doc, write } = await preparePath(tx, uid, path, videos, clock);
    write();
    return { id, doc };
  });
}

export function pathVideoDoc(uid: string, video: NewPathVideo): PathVideoDoc {
  return {
    userId: uid,
    youtubeVideoId: video.youtubeVideoId,
    title: video.title,
    description: video.description,
    skillCategory: video.skillCategory,
    thumbnailUrl: thumbnailUrlFor(video.youtubeVideoId),
    orderIndex: video.orderIndex,
    curatedVideoId: video.curatedVideoId,
  };
}

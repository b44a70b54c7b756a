import { Timestamp, type Transaction } from "firebase-admin/firestore";
import {
  curatedVideoDocSchema,
  learningPathDocSchema,
  pathVideoDocSchema,
  pathVideoId,
  thumbnailUrlFor,
  watchedVideoDocSchema,
  type CuratedVideoDoc,
  type LearningPathDoc,
  type PathVideoDoc,
} from "../contract/learning";
import type { Pillar } from "../contract/pillars";
import type { Clock } from "./clock";
import { db } from "./firebase";
import { typedCollection } from "./typed-collection";

// The learning collections: the learning and catalogue features and the personalised path all use them.
export const curatedVideos = () => typedCollection("curatedVideos", curatedVideoDocSchema);
export const learningPaths = () => typedCollection("learningPaths", learningPathDocSchema);
export const pathVideos = (pathId: string) => typedCollection(`learningPaths/${pathId}/videos`, pathVideoDocSchema);
export const watchedVideos = (uid: string) => typedCollection(`users/${uid}/watchedVideos`, watchedVideoDocSchema);

/**
 * Active catalogue videos, read raw and checked one by one: a malformed document (an admin
 * tool or test writing a partial one) is skipped and logged instead of failing the whole read.
 */
export async function activeCuratedVideos(options: {
  pillars?: Pillar[];
  cap: number;
}): Promise<{ id: string; video: CuratedVideoDoc }[]> {
  let query = db.collection("curatedVideos").where("isActive", "==", true);
  if (options.pillars) query = query.where("pillar", "in", options.pillars);
  const snapshot = await query.limit(options.cap).get();
  return snapshot.docs.flatMap((doc) => {
    const parsed = curatedVideoDocSchema.safeParse(doc.data());
    if (parsed.success) return [{ id: doc.id, video: parsed.data }];
    console.warn(`curatedVideos/${doc.id} does not match the contract; skipped`);
    return [];
  });
}

export interface NewPathVideo {
  youtubeVideoId: string;
  title: string;
  description: string;
  skillCategory: Pillar;
  orderIndex: number;
  curatedVideoId: string | null;
}

export interface NewPath {
  title: string;
  description: string;
  skillCategories: Pillar[];
}

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
  return db.runTransaction(async (tx) => {
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

import { activityDocSchema, type ActivityDoc } from "@contract/activity";
import {
  learningPathDocSchema,
  LIST_CAP,
  watchedVideoDocSchema,
  type LearningPathDoc,
  type WatchedVideoDoc,
} from "@contract/learning";
import {
  collection,
  limit,
  orderBy,
  query,
  where,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from "firebase/firestore";
import { useFirestore, useFirestoreCollectionData } from "reactfire";
import type { z } from "zod";

type WithId<T> = T & { id: string };

/** Checks live documents against the contract, as the server's typed collections do. */
function converterFor<T>(schema: z.ZodType<T>): FirestoreDataConverter<WithId<T>> {
  return {
    toFirestore: (data) => data as DocumentData,
    fromFirestore: (snapshot: QueryDocumentSnapshot) => ({ ...schema.parse(snapshot.data()), id: snapshot.id }),
  };
}

const pathConverter = converterFor<LearningPathDoc>(learningPathDocSchema);
const watchedConverter = converterFor<WatchedVideoDoc>(watchedVideoDocSchema);
const activityConverter = converterFor<ActivityDoc>(activityDocSchema);

export type LivePath = WithId<LearningPathDoc>;
export type LiveWatchedVideo = WithId<WatchedVideoDoc>;
export type LiveActivity = WithId<ActivityDoc>;

/** The user's learning paths, newest first, live (rules: owner reads `where userId == uid`). */
export function useLivePaths(uid: string) {
  const firestore = useFirestore();
  const pathsQuery = query(
    collection(firestore, "learningPaths"),
    where("userId", "==", uid),
    orderBy("createdAt", "desc"),
    limit(LIST_CAP),
  ).withConverter(pathConverter);
  return useFirestoreCollectionData(pathsQuery);
}

export function useLiveWatchedVideos(uid: string) {
  const firestore = useFirestore();
  const watchedQuery = query(
    collection(firestore, "users", uid, "watchedVideos"),
    orderBy("watchedAt", "desc"),
    limit(1000),
  ).withConverter(watchedConverter);
  return useFirestoreCollectionData(watchedQuery);
}

/** Activities, newest first; `max` bounds how far back a reader looks. */
export function useLiveActivities(uid: string, max: number) {
  const firestore = useFirestore();
  const activitiesQuery = query(
    collection(firestore, "users", uid, "activities"),
    orderBy("createdAt", "desc"),
    limit(max),
  ).withConverter(activityConverter);
  return useFirestoreCollectionData(activitiesQuery);
}

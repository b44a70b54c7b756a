import { learningPathFieldsSchema, pathVideoFieldsSchema, watchedVideoFieldsSchema } from "../../contract/messages";
import * as collections from "../../lib/collections";

export { broadcasts, broadcastStates, contentBatches, messages, reminders } from "../../lib/collections";

/** Firestore's "document already exists" (gRPC ALREADY_EXISTS). */
export const isAlreadyExists = (error: unknown) => (error as { code?: number | string }).code === 6;

// The learning feature's documents, read through the few fields the automated messages use.
export const watchedVideos = (uid: string) =>
  collections.readOnly(collections.watchedVideos(uid), watchedVideoFieldsSchema);
export const learningPaths = () => collections.readOnly(collections.learningPaths(), learningPathFieldsSchema);
export const pathVideos = (pathId: string) =>
  collections.readOnly(collections.pathVideos(pathId), pathVideoFieldsSchema);

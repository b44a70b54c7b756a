import {
  broadcastDocSchema,
  broadcastStateDocSchema,
  contentBatchDocSchema,
  learningPathFieldsSchema,
  messageDocSchema,
  pathVideoFieldsSchema,
  reminderDocSchema,
  watchedVideoFieldsSchema,
} from "../../contract/messages";
import { typedCollection } from "../../lib/typed-collection";

export const messages = (uid: string) => typedCollection(`users/${uid}/messages`, messageDocSchema);
export const broadcasts = () => typedCollection("broadcasts", broadcastDocSchema);
export const broadcastStates = (uid: string) =>
  typedCollection(`users/${uid}/broadcastStates`, broadcastStateDocSchema);
export const reminders = () => typedCollection("reminders", reminderDocSchema);
export const contentBatches = () => typedCollection("contentBatches", contentBatchDocSchema);

/** Firestore's "document already exists" (gRPC ALREADY_EXISTS). */
export const isAlreadyExists = (error: unknown) => (error as { code?: number | string }).code === 6;

// Other features' documents, read through the few fields the automated messages use.
export const watchedVideos = (uid: string) => typedCollection(`users/${uid}/watchedVideos`, watchedVideoFieldsSchema);
export const learningPaths = () => typedCollection("learningPaths", learningPathFieldsSchema);
export const pathVideos = (pathId: string) => typedCollection(`learningPaths/${pathId}/videos`, pathVideoFieldsSchema);

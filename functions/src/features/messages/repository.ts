import { learningPathFieldsSchema, pathVideoFieldsSchema, watchedVideoFieldsSchema } from "../../contract/messages";
import * as collections from "../../lib/collections";

export {
  allBroadcastStatesAsStored,
  broadcasts,
  broadcastStates,
  contentAnnouncements,
  contentBatches,
  messages,
  reminders,
} from "../../lib/collections";

export { isAlreadyExists } from "../../lib/firebase";

// The learning feature's documents, read through the few fields the automated messages use.
export const watchedVideos = (uid: string) =>
  collections.readOnly(collections.watchedVideos(uid), watchedVideoFieldsSchema);
export const learningPaths = () => collections.readOnly(collections.learningPaths(), learningPathFieldsSchema);
export const pathVideos = (pathId: string) =>
  collections.readOnly(collections.pathVideos(pathId), pathVideoFieldsSchema);

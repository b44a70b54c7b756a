import {
  chatMessageDocSchema,
  chatSessionDocSchema,
  tutorCuratedVideoSchema,
  tutorSkillProgressSchema,
} from "../../contract/chat";
import { tutorConfigDocSchema } from "../../contract/tutor";
import { typedCollection } from "../../lib/typed-collection";

export const chatSessions = () => typedCollection("chatSessions", chatSessionDocSchema);
export const chatMessages = (sessionId: string) =>
  typedCollection(`chatSessions/${sessionId}/messages`, chatMessageDocSchema);
export const tutorConfigs = () => typedCollection("tutorConfig", tutorConfigDocSchema);
export const TUTOR_CONFIG_ID = "current";

// Read-only views of other features' collections: only the fields the tutor needs.
export const skillProgress = (uid: string) => typedCollection(`users/${uid}/skillProgress`, tutorSkillProgressSchema);
export const curatedVideos = () => typedCollection("curatedVideos", tutorCuratedVideoSchema);

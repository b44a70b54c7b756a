import { chatSessions, users } from "../../lib/collections";

/** The caller's account document (its creation time bounds the broadcasts they see). */
export const readUser = async (uid: string) => (await users().doc(uid).get()).data();

/** A chat session, to check the caller owns it before its messages are read. */
export const readChatSession = async (sessionId: string) => (await chatSessions().doc(sessionId).get()).data();

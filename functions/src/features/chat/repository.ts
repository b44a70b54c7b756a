import { Timestamp } from "firebase-admin/firestore";
import type { ChatMessageDoc, ChatSessionDoc } from "../../contract/chat";
import { activities, chatMessages, chatSessions, readList } from "../../lib/collections";
import { db } from "../../lib/firebase";

export function readSessionsOf(ownerUid: string, limit: number) {
  return readList(chatSessions().where("userId", "==", ownerUid).orderBy("updatedAt", "desc").limit(limit));
}

/** Stores a new session, and its opening message when the tutor speaks first; answers its id. */
export async function createSession(doc: ChatSessionDoc, opening?: ChatMessageDoc): Promise<string> {
  const ref = chatSessions().doc();
  if (!opening) {
    await ref.create(doc);
    return ref.id;
  }
  const batch = db.batch();
  batch.create(ref, doc);
  batch.create(chatMessages(ref.id).doc(), opening);
  await batch.commit();
  return ref.id;
}

export const readSession = async (sessionId: string) => (await chatSessions().doc(sessionId).get()).data();

/** The `limit` messages before `before` (or the latest), newest first. */
export function readMessages(sessionId: string, limit: number, before?: Date) {
  let query = chatMessages(sessionId).orderBy("createdAt", "desc");
  if (before) query = query.where("createdAt", "<", Timestamp.fromDate(before));
  return readList(query.limit(limit));
}

/**
 * Stores a message and moves the session's `updatedAt` to it, in one batch (with the session's
 * first `preview`, when given). Answers the message's id.
 */
export async function addMessage(sessionId: string, doc: ChatMessageDoc, preview?: string): Promise<string> {
  const ref = chatMessages(sessionId).doc();
  const batch = db.batch();
  batch.create(ref, doc);
  batch.update(
    chatSessions().doc(sessionId),
    chatSessions.changes({ updatedAt: doc.createdAt, ...(preview === undefined ? {} : { preview }) }),
  );
  await batch.commit();
  return ref.id;
}

export const activityExists = async (uid: string, id: string) => (await activities(uid).doc(id).get()).exists;

import { Timestamp } from "firebase-admin/firestore";
import type { BroadcastDoc, MessageDoc } from "../contract/messages";
import type { Clock } from "./clock";
import { users } from "./collections";

// A message's content as every message document stores it, and a broadcast as the admin composer and
// the scheduled sweep both send it: one document that every inbox merges in when it is read.

/** What a message says: its kind, title and text, and an optional action. */
export type MessageContent = Pick<MessageDoc, "type" | "title" | "content"> &
  Partial<Pick<MessageDoc, "actionLabel" | "actionUrl">>;

/** The fields every message document stores of its content (absent actions stored as null). */
export function messageFields(message: MessageContent) {
  return {
    type: message.type,
    title: message.title,
    content: message.content,
    actionLabel: message.actionLabel ?? null,
    actionUrl: message.actionUrl ?? null,
  };
}

/** The new broadcast document, counting nothing read yet. */
export function broadcastDoc(
  message: MessageContent,
  source: BroadcastDoc["source"],
  createdBy: string | null,
  clock: Clock,
  reach: number,
): BroadcastDoc {
  return {
    ...messageFields(message),
    targetAllUsers: true,
    source,
    createdBy,
    readCount: 0,
    reach,
    readOrDismissedCount: 0,
    createdAt: Timestamp.fromDate(clock.now()),
  };
}

/** The users a broadcast sent at `at` reaches: every account created by then (the inbox's condition). */
export async function reachAt(at: Date): Promise<number> {
  const counted = await users().where("createdAt", "<=", Timestamp.fromDate(at)).count().get();
  return counted.data().count;
}

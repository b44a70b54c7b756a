import type { Broadcast, BroadcastDoc, BroadcastPage, SendBroadcastRequest } from "../../contract/messages";
import { inboxMessage } from "../../contract/inbox";
import { percentage } from "../../contract/progress";
import { broadcastDoc, reachAt } from "../../lib/broadcasts";
import type { Clock } from "../../lib/clock";
import { readBroadcastPage, readCountShards, saveBroadcast } from "./repository";

// The admin's broadcasts: sending one to every user, and the list of those sent with their figures.

/** A broadcast as the admin panel sees it: the inbox's view of it, without a reader's state. */
function toBroadcast(
  id: string,
  doc: BroadcastDoc,
  shards: { readCount: number; readOrDismissedCount: number } = { readCount: 0, readOrDismissedCount: 0 },
): Broadcast {
  const { isRead: _unread, ...message } = inboxMessage(id, doc, false);
  const readOrDismissedCount = doc.readOrDismissedCount + shards.readOrDismissedCount;
  return {
    ...message,
    targetAllUsers: doc.targetAllUsers,
    source: doc.source,
    readCount: doc.readCount + shards.readCount,
    reach: doc.reach,
    readOrDismissedCount,
    readRate: percentage(readOrDismissedCount, doc.reach),
  };
}

/**
 * One write, whatever the number of users: inboxes merge it in when they are read. Emailed, a second
 * one: the job features/email pages through after the send.
 */
export async function sendBroadcast(adminUid: string, request: SendBroadcastRequest, clock: Clock): Promise<Broadcast> {
  const now = clock.now();
  const doc = broadcastDoc(request, "admin", adminUid, { now: () => now }, await reachAt(now));
  return toBroadcast(await saveBroadcast(doc, request.alsoEmail ? now : null), doc);
}

export async function listBroadcasts(limit: number, cursor: string | undefined): Promise<BroadcastPage> {
  const page = await readBroadcastPage(limit, cursor);
  const shards = await readCountShards(page.docs.map(({ id }) => id));
  return {
    items: page.docs.map(({ id, data }, index) => toBroadcast(id, data, shards[index])),
    nextCursor: page.nextCursor,
  };
}

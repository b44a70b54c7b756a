import type { Broadcast, BroadcastDoc, BroadcastPage, SendBroadcastRequest } from "../../contract/messages";
import { inboxMessage } from "../../contract/inbox";
import { percentage } from "../../contract/progress";
import { broadcastDoc, reachAt } from "../../lib/broadcasts";
import type { Clock } from "../../lib/clock";
import { readBroadcastPage, saveBroadcast } from "./repository";

// The admin's broadcasts: sending one to every user, and the list of those sent with their figures.

/** A broadcast as the admin panel sees it: the inbox's view of it, without a reader's state. */
function toBroadcast(id: string, doc: BroadcastDoc): Broadcast {
  const { isRead: _unread, ...message } = inboxMessage(id, doc, false);
  return {
    ...message,
    targetAllUsers: doc.targetAllUsers,
    source: doc.source,
    readCount: doc.readCount,
    reach: doc.reach,
    readOrDismissedCount: doc.readOrDismissedCount,
    readRate: percentage(doc.readOrDismissedCount, doc.reach),
  };
}

/** One write, whatever the number of users: inboxes merge it in when they are read. */
export async function sendBroadcast(adminUid: string, request: SendBroadcastRequest, clock: Clock): Promise<Broadcast> {
  const now = clock.now();
  const doc = broadcastDoc(request, "admin", adminUid, { now: () => now }, await reachAt(now));
  return toBroadcast(await saveBroadcast(doc), doc);
}

export async function listBroadcasts(limit: number, cursor: string | undefined): Promise<BroadcastPage> {
  const page = await readBroadcastPage(limit, cursor);
  return { items: page.docs.map(({ id, data }) => toBroadcast(id, data)), nextCursor: page.nextCursor };
}

import type { Broadcast, BroadcastDoc, BroadcastPage, SendBroadcastRequest } from "../../contract/messages";
import { inboxMessage } from "../../contract/inbox";
import { percentage } from "../../contract/progress";
import { broadcastDoc, reachAt } from "../../lib/broadcasts";
import type { Clock } from "../../lib/clock";
import { notFound } from "../../lib/errors";
import { broadcasts, readable } from "./repository";

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
  const ref = broadcasts().doc();
  const now = clock.now();
  const doc = broadcastDoc(request, "admin", adminUid, { now: () => now }, await reachAt(now));
  await ref.create(doc);
  return toBroadcast(ref.id, doc);
}

export async function listBroadcasts(limit: number, cursor: string | undefined): Promise<BroadcastPage> {
  let query = broadcasts()
    .orderBy("createdAt", "desc")
    .limit(limit + 1);
  if (cursor) {
    const after = await broadcasts().doc(cursor).get();
    if (!after.exists) throw notFound("Unknown cursor");
    query = query.startAfter(after);
  }
  const docs = (await query.get()).docs;
  const page = docs.slice(0, limit);
  return {
    items: readable(page).map(({ id, data }) => toBroadcast(id, data)),
    nextCursor: docs.length > limit ? page[page.length - 1]!.id : null,
  };
}

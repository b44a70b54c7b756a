import { FieldPath, Timestamp, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import type { MailDoc } from "../../contract/email";
import type { CoachingSessionDoc } from "../../contract/sessions/storage";
import { coachingSessions, mail, readable } from "../../lib/collections";
import { createdOnce } from "../../lib/firebase";
import { runTransaction } from "../../lib/transaction";

// What the notices write besides the inbox: the `mail` documents (created once under their notice's
// id), and the reminder's mark on the session; and the sessions a reminder is due for.

const PAGE_SIZE = 100;

/** Creates the mail document unless its id is taken (a retried trigger); answers whether this call did. */
export const createMailOnce = (id: string, doc: MailDoc) => createdOnce(() => mail().doc(id).create(doc));

/**
 * Booked sessions starting in (from, to] whose reminder has not gone, soonest first, a page at a
 * time: the query reads only the sessions the sweep acts on.
 */
export async function* sessionsDueReminder(from: Date, to: Date) {
  const base = coachingSessions()
    .where("status", "==", "booked")
    .where("reminderSentAt", "==", null)
    .where("startsAt", ">", Timestamp.fromDate(from))
    .where("startsAt", "<=", Timestamp.fromDate(to))
    .orderBy("startsAt")
    .orderBy(FieldPath.documentId());
  let last: QueryDocumentSnapshot<CoachingSessionDoc> | undefined;
  for (;;) {
    const docs = (await (last ? base.startAfter(last) : base).limit(PAGE_SIZE).get()).docs;
    if (docs.length) yield readable(docs);
    if (docs.length < PAGE_SIZE) return;
    last = docs.at(-1);
  }
}

/**
 * Marks the reminder sent, if the session is still the one reminded of (booked, same version);
 * a session moved meanwhile keeps its mark empty, so its new time gets a reminder.
 */
export async function markReminded(sessionId: string, sequence: number, at: Date): Promise<void> {
  const ref = coachingSessions().doc(sessionId);
  await runTransaction(async (tx) => {
    const session = (await tx.get(ref)).data();
    if (!session || session.status !== "booked" || session.sequence !== sequence || session.reminderSentAt) return;
    tx.update(ref, coachingSessions.changes({ reminderSentAt: Timestamp.fromDate(at) }));
  });
}

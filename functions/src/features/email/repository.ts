import {
  Timestamp,
  type DocumentReference,
  type QueryDocumentSnapshot,
  type Transaction,
} from "firebase-admin/firestore";
import {
  defaultNotificationSettings,
  type BroadcastEmailJobDoc,
  type MailDoc,
  type NotificationSettingsDoc,
  type OutboxDoc,
} from "../../contract/email";
import {
  broadcastEmailJobs,
  broadcasts,
  emailOutbox,
  mail,
  notificationSettings,
  profiles,
  readable,
  users,
} from "../../lib/collections";
import { db } from "../../lib/firebase";
import { runTransaction } from "../../lib/transaction";

// Email's documents: each user's `notificationSettings`, the `emailOutbox` of emails waiting to go,
// the `mail` the Trigger Email extension sends, and the broadcasts' email jobs. Names and addresses
// are read from `users`, the time zone from the profile.

export const readSettings = async (uid: string) => (await notificationSettings().doc(uid).get()).data();

/** Several users' settings at once, in their order (undefined where there are none). */
export async function readSettingsOf(uids: string[]) {
  if (!uids.length) return [];
  const snapshots = await db.getAll(...uids.map((uid) => notificationSettings().doc(uid)));
  // getAll reads through each reference's converter, but types its answers as plain data.
  return snapshots.map((snapshot) => snapshot.data() as NotificationSettingsDoc | undefined);
}

export async function saveSettings(uid: string, doc: NotificationSettingsDoc): Promise<void> {
  await notificationSettings().doc(uid).set(doc);
}

/** Who an email goes to: the sign-in address and name, and the time zone the day is counted in. */
export async function readRecipient(uid: string) {
  const [user, profile] = await Promise.all([users().doc(uid).get(), profiles().doc(uid).get()]);
  const data = user.data();
  if (!data?.isActive) return null;
  return { uid, email: data.email, name: data.name, timeZone: profile.data()?.timeZone };
}

export type Recipient = NonNullable<Awaited<ReturnType<typeof readRecipient>>>;

/** The outcome of one attempt to send: the email went, waits in the outbox, was already handled, or may not go. */
export type Outcome = "sent" | "waiting" | "duplicate" | "dropped";

/**
 * One email's fate in one transaction: `decide` sees the settings as they stand (another email may
 * just have used up the day) and says whether the mail goes (with the day's new count) or waits in
 * the outbox. A mail or outbox entry of that id already there means a retry: nothing is written.
 */
export function settleEmail(
  id: string,
  uid: string,
  decide: (settings: NotificationSettingsDoc | undefined) =>
    /** `sentOn`: the day's new count (an account email counts nothing). */
    | { send: MailDoc; sentOn?: NotificationSettingsDoc["sentOn"]; done?: OutboxDoc }
    | { wait: OutboxDoc }
    | { drop: OutboxDoc | null },
): Promise<Outcome> {
  const mailRef = mail().doc(id);
  const outboxRef = emailOutbox().doc(id);
  const settingsRef = notificationSettings().doc(uid);
  return runTransaction(async (tx) => {
    const [sent, queued, settings] = await Promise.all([tx.get(mailRef), tx.get(outboxRef), tx.get(settingsRef)]);
    if (sent.exists || (queued.exists && queued.data()!.state !== "waiting")) return "duplicate";
    const decision = decide(settings.data());
    if ("send" in decision) {
      tx.create(mailRef, decision.send);
      if (decision.sentOn) tx.update(settingsRef, notificationSettings.changes({ sentOn: decision.sentOn }));
      if (decision.done) tx.set(outboxRef, decision.done);
      return "sent";
    }
    if ("wait" in decision) {
      if (queued.exists && sameWait(queued.data()!, decision.wait)) return "waiting";
      tx.set(outboxRef, decision.wait);
      return "waiting";
    }
    if (decision.drop) tx.set(outboxRef, decision.drop);
    return "dropped";
  });
}

const sameWait = (stored: OutboxDoc, next: OutboxDoc) =>
  stored.notBefore.toMillis() === next.notBefore.toMillis() && stored.digest === next.digest;

/** Outbox entries due by `now`, a page at a time by due time. */
export async function readDuePage(now: Date, limit: number, after: QueryDocumentSnapshot<OutboxDoc> | null) {
  let query = emailOutbox()
    .where("state", "==", "waiting")
    .where("notBefore", "<=", Timestamp.fromDate(now))
    .orderBy("notBefore")
    .limit(limit);
  if (after) query = query.startAfter(after);
  const docs = (await query.get()).docs;
  return { entries: readable(docs), last: docs.at(-1) ?? null };
}

/** A digest's waiting entries, oldest first (at most `limit`). */
export async function readDigestEntries(uid: string, digest: string, limit: number) {
  const query = emailOutbox()
    .where("uid", "==", uid)
    .where("digest", "==", digest)
    .where("state", "==", "waiting")
    .orderBy("createdAt")
    .limit(limit);
  return readable((await query.get()).docs);
}

export const mailExists = async (id: string) => (await mail().doc(id).get()).exists;

/**
 * Sends a digest in one transaction: its mail (unless a retry wrote it already), the day's count, and
 * each entry marked sent (or, for `waits`, moved to a later time). Answers whether the mail was written.
 */
export function settleDigest(
  uid: string,
  entries: { ref: DocumentReference<OutboxDoc>; next: OutboxDoc }[],
  digestMail: { id: string; doc: MailDoc; sentOn: NotificationSettingsDoc["sentOn"] } | null,
): Promise<boolean> {
  return runTransaction(async (tx: Transaction) => {
    const stored = await Promise.all(entries.map(({ ref }) => tx.get(ref)));
    const mailRef = digestMail ? mail().doc(digestMail.id) : null;
    const written = mailRef ? (await tx.get(mailRef)).exists : true;
    entries.forEach(({ ref, next }, index) => {
      if (stored[index]!.data()?.state === "waiting") tx.set(ref, next);
    });
    if (!digestMail || written) return false;
    tx.create(mailRef!, digestMail.doc);
    tx.update(notificationSettings().doc(uid), notificationSettings.changes({ sentOn: digestMail.sentOn }));
    return true;
  });
}

/** The mail the extension failed to send, newest first, a page after `cursor` (a mail id). */
export async function readFailedMailPage(limit: number, cursor: string | undefined) {
  let query = mail()
    .where("delivery.state", "==", "ERROR")
    .orderBy("createdAt", "desc")
    .limit(limit + 1);
  if (cursor) {
    const after = await mail().doc(cursor).get();
    if (after.exists) query = query.startAfter(after);
  }
  const docs = readable((await query.get()).docs);
  return { docs: docs.slice(0, limit), nextCursor: docs.length > limit ? docs[limit - 1]!.id : null };
}

/** Learners who verified their address and accept announcement emails. */
export async function countAnnouncementAudience(): Promise<number> {
  const counted = await notificationSettings()
    .where("address", "==", "verified")
    .where("categories.announcements.email", "==", true)
    .count()
    .get();
  return counted.data().count;
}

/** A page of those learners' ids after `cursor`. */
export async function readAnnouncementAudience(limit: number, cursor: string | null): Promise<string[]> {
  let query = notificationSettings()
    .where("address", "==", "verified")
    .where("categories.announcements.email", "==", true)
    .orderBy("__name__")
    .limit(limit);
  if (cursor) query = query.startAfter(cursor);
  return (await query.select().get()).docs.map((doc) => doc.id);
}

export const readBroadcast = async (id: string) => (await broadcasts().doc(id).get()).data();

export const readEmailJob = async (id: string) => (await broadcastEmailJobs().doc(id).get()).data();

export async function saveEmailJob(
  id: string,
  change: Pick<BroadcastEmailJobDoc, "cursor" | "queued" | "done" | "updatedAt">,
) {
  await broadcastEmailJobs().doc(id).update(broadcastEmailJobs.changes(change));
}

/** The jobs a run left unfinished (a timeout, a crash), for the sweep to go on with. */
export async function readUnfinishedJobs(limit: number): Promise<string[]> {
  return (await broadcastEmailJobs().where("done", "==", false).limit(limit).select().get()).docs.map((doc) => doc.id);
}

/** Admins, who coach: a dispute reaches them (at most `limit`). */
export async function readCoachIds(limit: number): Promise<string[]> {
  const found = await users().where("role", "==", "admin").where("isActive", "==", true).limit(limit).select().get();
  return found.docs.map((doc) => doc.id);
}

/** Sets the address's state, keeping the rest of the settings (the defaults for a learner who had none). */
export async function saveAddressState(uid: string, state: NotificationSettingsDoc["address"], at: Date) {
  const ref = notificationSettings().doc(uid);
  const updatedAt = Timestamp.fromDate(at);
  await runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (current?.address === state) return;
    tx.set(ref, { ...(current ?? defaultNotificationSettings(updatedAt)), address: state, updatedAt });
  });
}

import type { DocumentReference, Query } from "firebase-admin/firestore";
import {
  chatSessions,
  coachingSessions,
  emailOutbox,
  learningPaths,
  notificationSettings,
  passwordResets,
  profiles,
  reminders,
  sessionLedgers,
  sessionNotes,
  sessionSlots,
  usernames,
  users,
} from "../../lib/collections";
import { db } from "../../lib/firebase";

// The account's own documents (`users`, `profiles`, the username reservation) and those of other
// features that belong to the user: other features own their shapes, so the account feature only
// finds, exports and deletes them.

const ownerQueries = {
  learningPaths: (uid: string) => learningPaths().where("userId", "==", uid),
  chatSessions: (uid: string) => chatSessions().where("userId", "==", uid),
  coachingSessions: (uid: string) => coachingSessions().where("learnerId", "==", uid),
};
export type OwnedCollection = keyof typeof ownerQueries;
const ownedCollections = Object.keys(ownerQueries) as OwnedCollection[];

export const readUser = async (uid: string) => (await users().doc(uid).get()).data();

/** Stores the new sign-in email (and the search prefixes made from it); answers the user. */
export async function saveEmail(uid: string, email: string, searchPrefixes: string[]) {
  await users().doc(uid).update(users.changes({ email, searchPrefixes }));
  return (await readUser(uid))!;
}

/**
 * References without their owners' converters: the export and the deletion take documents as
 * stored, so one of an older shape is still exported and removed.
 */
async function refsOf(query: Query<unknown>): Promise<DocumentReference[]> {
  return (await query.select().get()).docs.map((doc) => doc.ref.withConverter(null));
}

/** The user's documents in other top-level collections, by collection. */
function ownedDocuments(uid: string): Promise<{ name: OwnedCollection; refs: DocumentReference[] }[]> {
  return Promise.all(ownedCollections.map(async (name) => ({ name, refs: await refsOf(ownerQueries[name](uid)) })));
}

/**
 * Everything stored for the user: the account and profile, the documents they own elsewhere,
 * their reset links, the timed automated messages still due for them (weekly report, next
 * lesson, complete profile), their email settings and the emails waiting to go to them, and of
 * their coaching sessions the coaches' notes (private ones too), the slots they hold and their ledger.
 */
export async function everyDocumentOf(uid: string): Promise<DocumentReference[]> {
  const refs: DocumentReference[] = [
    users().doc(uid),
    profiles().doc(uid),
    notificationSettings().doc(uid),
    sessionLedgers().doc(uid).withConverter(null),
  ];
  for (const list of await ownedDocuments(uid)) refs.push(...list.refs);
  refs.push(...(await refsOf(passwordResets().where("uid", "==", uid))));
  refs.push(...(await refsOf(reminders().where("uid", "==", uid))));
  refs.push(...(await refsOf(emailOutbox().where("uid", "==", uid))));
  refs.push(...(await refsOf(sessionNotes().where("learnerId", "==", uid))));
  // Freed with the account, so the coach's slot can be booked again.
  refs.push(...(await refsOf(sessionSlots().where("learnerId", "==", uid))));
  return refs;
}

/** Removes the documents with all their subcollections, one after another. */
export async function deleteDocuments(refs: DocumentReference[]): Promise<void> {
  for (const ref of refs) await db.recursiveDelete(ref);
}

/** Frees the username unless another account holds it by now. */
export async function releaseUsername(usernameLower: string, uid: string): Promise<void> {
  const reservation = usernames().doc(usernameLower);
  if ((await reservation.get()).data()?.uid === uid) await reservation.delete();
}

export interface StoredTree {
  id: string;
  [field: string]: unknown;
}

/** A document as stored, with all its subcollections (whatever feature owns them), recursively. */
async function readTree(ref: DocumentReference): Promise<StoredTree> {
  const snapshot = await ref.get();
  const result: StoredTree = { id: ref.id, ...(snapshot.data() ?? {}) };
  for (const collection of await ref.listCollections()) {
    const docs = (await collection.get()).docs;
    result[collection.id] = await Promise.all(docs.map((entry) => readTree(entry.ref)));
  }
  return result;
}

/**
 * The user's account, profile and owned documents, each with its subcollections, for the export;
 * of their coaches' notes only those the learner may see (private notes are the coach's alone).
 */
export async function readEverythingOf(uid: string) {
  const owned = await ownedDocuments(uid);
  const user = await readTree(users().doc(uid));
  const profile = await readTree(profiles().doc(uid));
  const notifications = await readTree(notificationSettings().doc(uid));
  const lists: { name: OwnedCollection | "sessionNotes"; trees: StoredTree[] }[] = [];
  for (const list of owned) lists.push({ name: list.name, trees: await Promise.all(list.refs.map(readTree)) });
  const notes = await refsOf(sessionNotes().where("learnerId", "==", uid).where("private", "==", false));
  lists.push({ name: "sessionNotes", trees: await Promise.all(notes.map(readTree)) });
  return { user, profile, notifications, owned: lists };
}

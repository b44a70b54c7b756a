import type { DocumentReference, Query } from "firebase-admin/firestore";
import { chatSessions, learningPaths, passwordResets, reminders } from "../../lib/collections";

// Other features own these documents' shapes; the account feature only finds, exports and deletes them.
const ownerQueries = {
  learningPaths: (uid: string) => learningPaths().where("userId", "==", uid),
  chatSessions: (uid: string) => chatSessions().where("userId", "==", uid),
};
export const ownedCollections = Object.keys(ownerQueries) as (keyof typeof ownerQueries)[];

/**
 * References without their owners' converters: the export and the deletion take documents as
 * stored, so one of an older shape is still exported and removed.
 */
async function refsOf(query: Query<unknown>): Promise<DocumentReference[]> {
  return (await query.select().get()).docs.map((doc) => doc.ref.withConverter(null));
}

export const ownedRefs = (name: keyof typeof ownerQueries, uid: string) => refsOf(ownerQueries[name](uid));
export const passwordResetRefs = (uid: string) => refsOf(passwordResets().where("uid", "==", uid));
export const reminderRefs = (uid: string) => refsOf(reminders().where("uid", "==", uid));

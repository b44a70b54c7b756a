import type { DocumentReference } from "firebase-admin/firestore";
import { chatSessions, learningPaths, passwordResets, reminders } from "../../lib/collections";

// Other features own these documents' shapes; the account feature only finds, exports and deletes them.
const ownerQueries = {
  learningPaths: (uid: string) => learningPaths().where("userId", "==", uid),
  chatSessions: (uid: string) => chatSessions().where("userId", "==", uid),
};
export const ownedCollections = Object.keys(ownerQueries) as (keyof typeof ownerQueries)[];

/** References only (no fields read), so a document of an older shape is still found and removed. */
async function refsOf(query: FirebaseFirestore.Query): Promise<DocumentReference[]> {
  return (await query.select().get()).docs.map((doc) => doc.ref);
}

export const ownedRefs = (name: keyof typeof ownerQueries, uid: string) => refsOf(ownerQueries[name](uid));
export const passwordResetRefs = (uid: string) => refsOf(passwordResets().where("uid", "==", uid));
export const reminderRefs = (uid: string) => refsOf(reminders().where("uid", "==", uid));

import { Timestamp } from "firebase-admin/firestore";
import type { ProfileDoc } from "../../contract/profile";
import { activities, profiles, readList, users } from "../../lib/collections";
import { runTransaction } from "../../lib/transaction";

export const readUser = async (uid: string) => (await users().doc(uid).get()).data();

export const readProfile = async (uid: string) => (await profiles().doc(uid).get()).data();

/**
 * Creates the profile `make()` gives when none exists, in one transaction: answers the stored
 * profile and whether this call created it.
 */
export function createProfileIfMissing(uid: string, make: () => ProfileDoc) {
  const ref = profiles().doc(uid);
  return runTransaction(async (tx) => {
    const existing = (await tx.get(ref)).data();
    if (existing) return { created: false, doc: existing };
    const doc = make();
    tx.create(ref, doc);
    return { created: true, doc };
  });
}

/** Replaces the profile by `change(stored)` in one transaction; null when there is no profile. */
export function changeProfile(uid: string, change: (doc: ProfileDoc) => ProfileDoc): Promise<ProfileDoc | null> {
  const ref = profiles().doc(uid);
  return runTransaction(async (tx) => {
    const doc = (await tx.get(ref)).data();
    if (!doc) return null;
    const updated = change(doc);
    tx.set(ref, updated);
    return updated;
  });
}

/** The user's activities, newest first, before `before` when given. */
export function readActivities(uid: string, limit: number, before: Date | undefined) {
  let query = activities(uid).orderBy("createdAt", "desc");
  if (before) query = query.where("createdAt", "<", Timestamp.fromDate(before));
  return readList(query.limit(limit));
}

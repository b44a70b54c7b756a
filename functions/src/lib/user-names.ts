import { z } from "zod/mini";
import { userDocSchema } from "../contract/auth";
import { readOnly, users } from "./collections";
import { db } from "./firebase";

// Learners' names for admins' lists (the review queue, the stuck learners, a learner's Incubator),
// read from `users/{uid}` through a view of the account's schema.

const nameView = () => readOnly(users(), z.pick(userDocSchema, { name: true, username: true }));
type UserName = { name: string; username: string };

/** A page's users' names and usernames by uid; an account missing or no longer readable is left out. */
export async function readUserNames(uids: string[]): Promise<Map<string, UserName>> {
  const unique = [...new Set(uids)];
  if (!unique.length) return new Map();
  const snapshots = await db.getAll(...unique.map((uid) => nameView().doc(uid)));
  const names = new Map<string, UserName>();
  for (const snapshot of snapshots) {
    try {
      const data = snapshot.data() as UserName | undefined;
      if (data) names.set(snapshot.id, data);
    } catch {
      // A document that no longer matches its schema: the list shows the id instead.
    }
  }
  return names;
}

export const readUserName = async (uid: string) => (await nameView().doc(uid).get()).data();

import { Timestamp } from "firebase-admin/firestore";
import type { RegisterRequest, User, UserDoc } from "../contract/auth";
import type { Role } from "../contract/common";
import { DEFAULT_TIME_ZONE, type ProfileDoc } from "../contract/profile";
import { conflict } from "./errors";
import type { Clock } from "./clock";
import { passwordResets, profiles, usernames, users } from "./collections";
import { auth } from "./firebase";
import { searchPrefixesFor } from "./user-search";
import { runTransaction } from "./transaction";
import { toIso } from "../contract/common";

/** What registration asks for, and the role (an admin creates admins; registration creates users). */
export type NewAccount = RegisterRequest & { role: Role };

export function emptyProfile(uid: string, timeZone: string | undefined, now: Timestamp): ProfileDoc {
  return {
    userId: uid,
    currentLevel: "Beginner",
    goals: [],
    strengths: [],
    weaknesses: [],
    preferredLearningStyle: null,
    assessmentCompleted: false,
    metadata: {},
    timeZone: timeZone ?? DEFAULT_TIME_ZONE,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Creates the Auth user, its role claim, the user document, the username
 * reservation and an empty beginner profile. If the documents cannot be
 * written (the username was taken meanwhile), the Auth user is removed again.
 */
export async function createAccount(input: NewAccount, clock: Clock): Promise<string> {
  const usernameRef = usernames().doc(input.username.toLowerCase());
  if ((await usernameRef.get()).exists) throw usernameTaken();

  let uid: string;
  try {
    uid = (await auth.createUser({ email: input.email, password: input.password, displayName: input.name })).uid;
  } catch (error) {
    if ((error as { code?: string }).code === "auth/email-already-exists") throw emailTaken("email");
    throw error;
  }

  try {
    await auth.setCustomUserClaims(uid, { role: input.role });
    const now = Timestamp.fromDate(clock.now());
    await runTransaction(async (tx) => {
      if ((await tx.get(usernameRef)).exists) throw usernameTaken();
      tx.create(usernameRef, { uid });
      tx.create(users().doc(uid), {
        username: input.username,
        usernameLower: input.username.toLowerCase(),
        email: input.email,
        name: input.name,
        avatar: null,
        role: input.role,
        isActive: true,
        createdAt: now,
        lastLoginAt: null,
        searchPrefixes: searchPrefixesFor(input),
      });
      tx.create(profiles().doc(uid), emptyProfile(uid, input.timeZone, now));
    });
  } catch (error) {
    await auth.deleteUser(uid);
    throw error;
  }
  return uid;
}

export function usernameTaken() {
  return conflict("This username is already taken", [{ path: "username", message: "This username is already taken" }]);
}

/** Firebase Auth keeps emails unique; `field` is the request's field that named it. */
export function emailTaken(field: string) {
  return conflict("An account with this email already exists", [
    { path: field, message: "An account with this email already exists" },
  ]);
}

export function toUser(id: string, doc: UserDoc): User {
  return {
    id,
    username: doc.username,
    email: doc.email,
    name: doc.name,
    avatar: doc.avatar,
    role: doc.role,
    isActive: doc.isActive,
    createdAt: toIso(doc.createdAt),
    lastLoginAt: doc.lastLoginAt ? toIso(doc.lastLoginAt) : null,
  };
}

/** Reset links sent before a password change (the user's or an admin's) must not set another password afterwards. */
export async function voidPasswordResets(uid: string, clock: Clock): Promise<void> {
  const outstanding = await passwordResets().where("uid", "==", uid).where("usedAt", "==", null).get();
  const usedAt = Timestamp.fromDate(clock.now());
  await Promise.all(outstanding.docs.map((entry) => entry.ref.update(passwordResets.changes({ usedAt }))));
}

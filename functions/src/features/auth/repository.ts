import { Timestamp } from "firebase-admin/firestore";
import type { z } from "zod/mini";
import type { passwordResetDocSchema, passwordResetRequestDocSchema } from "../../contract/auth";
import type { MailDoc } from "../../contract/email";
import { mail, passwordResetRequests, passwordResets, profiles, usernames, users } from "../../lib/collections";
import { createdOnce, db } from "../../lib/firebase";
import { runTransaction } from "../../lib/transaction";

// Accounts as sign-in sees them (`users`, `usernames`, the profile's time zone) and the
// password-reset documents: `passwordResetRequests` (what the API writes), `passwordResets`
// (a link, by the hash of its token) and `mail` (what the Trigger Email extension sends).

type PasswordResetDoc = z.infer<typeof passwordResetDocSchema>;

export const readUser = async (uid: string) => (await users().doc(uid).get()).data();

/** The uid holding a username (lower-cased), or undefined. */
export const readUsernameOwner = async (usernameLower: string) =>
  (await usernames().doc(usernameLower).get()).data()?.uid;

/** Stamps a sign-in (and the browser's time zone on the profile, when given); answers the user. */
export async function recordLogin(uid: string, at: Date, timeZone?: string) {
  await users()
    .doc(uid)
    .update(users.changes({ lastLoginAt: Timestamp.fromDate(at) }));
  if (timeZone) await profiles().doc(uid).update(profiles.changes({ timeZone }));
  return (await readUser(uid))!;
}

export async function saveResetRequest(doc: z.infer<typeof passwordResetRequestDocSchema>): Promise<void> {
  await passwordResetRequests().doc().create(doc);
}

export async function dropResetRequest(requestId: string): Promise<void> {
  await passwordResetRequests().doc(requestId).delete();
}

/**
 * In one batch: the reset link (by its token's hash), its mail (under the request's id) and the
 * request's removal. A retried delivery finds the mail there and writes nothing: answers false.
 */
export async function saveResetLink(
  requestId: string,
  link: { tokenHash: string; doc: PasswordResetDoc },
  message: MailDoc,
): Promise<boolean> {
  const batch = db.batch();
  batch.create(passwordResets().doc(link.tokenHash), link.doc);
  batch.create(mail().doc(requestId), message);
  batch.delete(passwordResetRequests().doc(requestId));
  return createdOnce(() => batch.commit());
}

/**
 * Marks the link used at `at`, with every other outstanding link of its user, in one transaction
 * (so two concurrent uses cannot both succeed); answers its uid, or null when `usable` refuses it
 * (or there is no such link) and nothing is written.
 */
export function claimResetLink(tokenHash: string, at: Date, usable: (reset: PasswordResetDoc) => boolean) {
  const ref = passwordResets().doc(tokenHash);
  const usedAt = Timestamp.fromDate(at);
  return runTransaction(async (tx) => {
    const reset = (await tx.get(ref)).data();
    if (!reset || !usable(reset)) return null;
    const outstanding = await tx.get(passwordResets().where("uid", "==", reset.uid).where("usedAt", "==", null));
    for (const entry of outstanding.docs) tx.update(entry.ref, passwordResets.changes({ usedAt }));
    tx.update(ref, passwordResets.changes({ usedAt }));
    return reset.uid;
  });
}

/** Makes a claimed link usable again (the password change it was claimed for failed). */
export async function releaseResetLink(tokenHash: string): Promise<void> {
  await passwordResets()
    .doc(tokenHash)
    .update(passwordResets.changes({ usedAt: null }));
}

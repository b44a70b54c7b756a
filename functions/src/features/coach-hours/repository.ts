import { Timestamp } from "firebase-admin/firestore";
import { z } from "zod/mini";
import { userDocSchema } from "../../contract/auth";
import { SESSION_SETTINGS_ID, type CoachHoursDoc, type SessionSettingsDoc } from "../../contract/sessions/storage";
import { recordAudit, type AuditEntryInput } from "../../lib/audit-log";
import * as collections from "../../lib/collections";
import { runTransaction } from "../../lib/transaction";

// A coach's own hours (`coachHours/{uid}`), their booked sessions the hours are checked against,
// their private calendar feed (`calendarFeeds/{sha256(token)}`), and the admin's monthly cap
// (`sessionSettings/current`, audit-logged).

const { calendarFeeds, coachHours, coachingSessions, readList, sessionSettings } = collections;
const accounts = () => collections.readOnly(collections.users(), z.pick(userDocSchema, { name: true, email: true }));

/** Booked sessions a save of the hours checks at most (a coach's horizon is 90 days at most). */
export const UPCOMING_MAX = 500;
/** Sessions a feed lists at most. */
export const FEED_MAX = 500;

export const readCoachHours = async (uid: string) => (await coachHours().doc(uid).get()).data();

/** The name and email of the account, which the hours carry (the learner's invitation names the coach). */
export const readAccount = async (uid: string) => (await accounts().doc(uid).get()).data();

/** Saves the hours; `make` gets the stored ones (undefined the first time), so the feed's hash stays. */
export async function saveCoachHours(uid: string, make: (before: CoachHoursDoc | undefined) => CoachHoursDoc) {
  const ref = coachHours().doc(uid);
  return runTransaction(async (tx) => {
    const saved = make((await tx.get(ref)).data());
    tx.set(ref, saved);
    return saved;
  });
}

/** The coach's booked sessions from `from` on, soonest first, bounded. */
export const upcomingBookedSessions = (coachId: string, from: Date) =>
  readList(
    coachingSessions()
      .where("coachId", "==", coachId)
      .where("status", "==", "booked")
      .where("startsAt", ">=", Timestamp.fromDate(from))
      .orderBy("startsAt")
      .limit(UPCOMING_MAX),
  );

/** The coach's sessions starting in [from, to], whatever became of them, bounded. */
export const sessionsBetween = (coachId: string, from: Date, to: Date) =>
  readList(
    coachingSessions()
      .where("coachId", "==", coachId)
      .where("startsAt", ">=", Timestamp.fromDate(from))
      .where("startsAt", "<=", Timestamp.fromDate(to))
      .orderBy("startsAt")
      .limit(FEED_MAX),
  );

/**
 * The coach's feed becomes `hash`'s: the old token's document goes (so it stops working) in the
 * same transaction. False when the coach has no hours yet; `hash` null only revokes.
 */
export async function replaceFeed(coachId: string, hash: string | null, at: Date): Promise<boolean> {
  const ref = coachHours().doc(coachId);
  return runTransaction(async (tx) => {
    const hours = (await tx.get(ref)).data();
    if (!hours) return false;
    if (hours.feedTokenHash) tx.delete(calendarFeeds().doc(hours.feedTokenHash));
    if (hash) tx.create(calendarFeeds().doc(hash), { coachId, createdAt: Timestamp.fromDate(at) });
    tx.update(ref, coachHours.changes({ feedTokenHash: hash }));
    return true;
  });
}

export const readFeed = async (hash: string) => (await calendarFeeds().doc(hash).get()).data();

export const readSessionSettings = async () => (await sessionSettings().doc(SESSION_SETTINGS_ID).get()).data();

/** Saves the cap with its audit entry, made from the settings saved before, in one transaction. */
export async function saveSessionSettings(
  doc: SessionSettingsDoc,
  audit: (before: SessionSettingsDoc | undefined) => AuditEntryInput,
): Promise<void> {
  const ref = sessionSettings().doc(SESSION_SETTINGS_ID);
  await runTransaction(async (tx) => {
    const before = (await tx.get(ref)).data();
    tx.set(ref, doc);
    recordAudit(tx, audit(before));
  });
}

import { Timestamp } from "firebase-admin/firestore";
import { z } from "zod/mini";
import { userDocSchema } from "../../contract/auth";
import { profileDocSchema } from "../../contract/profile";
import { ACTION_ITEMS_PAGE, SESSION_LIST_PAGE } from "../../contract/sessions/learner";
import { SESSION_LIMITS } from "../../contract/sessions/common";
import {
  SESSION_SETTINGS_ID,
  type ActionItemDoc,
  type CoachHoursDoc,
  type CoachingSessionDoc,
  type SessionLedgerDoc,
  type SessionSlotDoc,
} from "../../contract/sessions/storage";
import { EMPTY_LEDGER } from "../../domain/sessions/ledger";
import type { TakenSlot } from "../../domain/sessions/slots";
import {
  actionItems,
  coachHours,
  coachingSessions,
  profiles,
  readList,
  readOnly,
  sessionLedgers,
  sessionNotes,
  sessionSettings,
  sessionSlots,
  users,
  type StoredDoc,
} from "../../lib/collections";
import { db } from "../../lib/firebase";
import { readPage } from "../../lib/paging";
import { runTransaction } from "../../lib/transaction";

// Booking's documents: the coaches' hours (read only here), the taken slots, the sessions, the
// learners' ledgers and action items. Each booking, move and cancellation is one transaction; the
// service passes its decision in as a function that may refuse (throw).

/** Coaches a learner outside a cohort picks from, at most. */
const COACHES_MAX = 50;
/** Taken slots one slots call reads at most: more than a fortnight of 30-minute slots without a buffer. */
const TAKEN_MAX = SESSION_LIMITS.slotDaysMax * 48 + 1;
/** How far before a range a taken slot may start and still block into it: the longest session and buffer. */
const LONGEST_BLOCK_MS = (Math.max(...SESSION_LIMITS.lengths) + SESSION_LIMITS.bufferMax) * 60_000;

export const readCoachHours = async (coachId: string): Promise<CoachHoursDoc | null> =>
  (await coachHours().doc(coachId).get()).data() ?? null;

/** Coaches whose hours are published, bounded. */
export async function readPublishedCoaches(): Promise<CoachHoursDoc[]> {
  const docs = await readList(coachHours().where("published", "==", true).limit(COACHES_MAX));
  return docs.map(({ data }) => data);
}

/** The coach's taken slots that block any time in [from, to). */
export async function readTakenSlots(coachId: string, from: Date, to: Date): Promise<TakenSlot[]> {
  const docs = await readList(
    sessionSlots()
      .where("coachId", "==", coachId)
      .where("startsAt", ">", Timestamp.fromMillis(from.getTime() - LONGEST_BLOCK_MS))
      .where("startsAt", "<", Timestamp.fromDate(to))
      .orderBy("startsAt")
      .limit(TAKEN_MAX),
  );
  return docs.map(({ data }) => ({ startsAt: data.startsAt.toDate(), blockedUntil: data.blockedUntil.toDate() }));
}

const nameView = () => readOnly(users(), z.pick(userDocSchema, { name: true, email: true }));
const zoneView = () => readOnly(profiles(), z.pick(profileDocSchema, { timeZone: true }));

/** The learner's name, email and zone (their profile's) as the session records them. */
export async function readLearner(uid: string) {
  const [user, profile] = await Promise.all([nameView().doc(uid).get(), zoneView().doc(uid).get()]);
  const account = user.data();
  return account ? { ...account, timeZone: profile.data()?.timeZone ?? null } : null;
}

export async function readMonthlyCap(): Promise<number | null> {
  return (await sessionSettings().doc(SESSION_SETTINGS_ID).get()).data()?.monthlyCap ?? null;
}

export const readLedger = async (uid: string): Promise<SessionLedgerDoc> =>
  (await sessionLedgers().doc(uid).get()).data() ?? EMPTY_LEDGER;

export async function readSession(sessionId: string): Promise<CoachingSessionDoc | null> {
  return (await coachingSessions().doc(sessionId).get()).data() ?? null;
}

/** A page of the learner's sessions, latest start first. */
export const readSessionPage = (uid: string, cursor: string | undefined) =>
  readPage(
    coachingSessions().where("learnerId", "==", uid).orderBy("startsAt", "desc"),
    coachingSessions(),
    cursor,
    SESSION_LIST_PAGE,
  );

/** The notes of these sessions by session id, private ones included (the service leaves them out). */
export async function readNotes(sessionIds: string[]) {
  const notes = new Map<string, { text: string; private: boolean }>();
  if (!sessionIds.length) return notes;
  const snapshots = await db.getAll(...sessionIds.map((id) => sessionNotes().doc(id)));
  for (const snapshot of snapshots) {
    try {
      const data = snapshot.data();
      if (data) notes.set(snapshot.id, { text: data.text, private: data.private });
    } catch {
      // Notes that no longer match their schema are shown as none, never the whole list failed.
    }
  }
  return notes;
}

/** The learner's action items of these sessions (at most 30 sessions, each with its bounded items). */
export async function readSessionItems(uid: string, sessionIds: string[]): Promise<StoredDoc<ActionItemDoc>[]> {
  if (!sessionIds.length) return [];
  return readList(
    actionItems(uid)
      .where("sessionId", "in", sessionIds)
      .limit(sessionIds.length * SESSION_LIMITS.actionItemsPerSession),
  );
}

/** The learner's action items, open ones first, each part newest first. */
export const readActionItemPage = (uid: string, cursor: string | undefined) =>
  readPage(actionItems(uid).orderBy("done").orderBy("createdAt", "desc"), actionItems(uid), cursor, ACTION_ITEMS_PAGE);

/** Ticks the item off (or back); null when the learner has no such item. */
export function setActionItemDone(uid: string, itemId: string, done: boolean, at: Date) {
  const ref = actionItems(uid).doc(itemId);
  return runTransaction(async (tx) => {
    const item = (await tx.get(ref)).data();
    if (!item) return null;
    if (item.done === done) return { id: itemId, data: item };
    const changed = { done, doneAt: done ? Timestamp.fromDate(at) : null };
    tx.update(ref, actionItems.changes(changed));
    return { id: itemId, data: { ...item, ...changed } };
  });
}

/** What a booking is decided from, read in its transaction. */
export interface BookingState {
  hours: CoachHoursDoc | null;
  ledger: SessionLedgerDoc;
  /** The session the ledger names as upcoming, as it stands now (it may be over). */
  upcoming: CoachingSessionDoc | null;
  monthlyCap: number | null;
}

export interface Booking {
  session: CoachingSessionDoc;
  slot: SessionSlotDoc;
  ledger: SessionLedgerDoc;
}

/**
 * Books in one transaction: the slot is created (so of two bookings of one slot one fails with
 * ALREADY_EXISTS at commit, and the caller answers 409), then the session and the learner's
 * ledger. `decide` sees the coach's hours, the ledger, its upcoming session and the cap as they stand.
 */
export function bookSession(
  uid: string,
  coachId: string,
  decide: (state: BookingState, sessionId: string) => Booking,
): Promise<{ id: string; session: CoachingSessionDoc }> {
  const sessionRef = coachingSessions().doc();
  const ledgerRef = sessionLedgers().doc(uid);
  return runTransaction(async (tx) => {
    const [hours, ledger, settings] = await Promise.all([
      tx.get(coachHours().doc(coachId)),
      tx.get(ledgerRef),
      tx.get(sessionSettings().doc(SESSION_SETTINGS_ID)),
    ]);
    const stored = ledger.data() ?? EMPTY_LEDGER;
    const upcoming = stored.upcomingSessionId
      ? ((await tx.get(coachingSessions().doc(stored.upcomingSessionId))).data() ?? null)
      : null;
    const booking = decide(
      { hours: hours.data() ?? null, ledger: stored, upcoming, monthlyCap: settings.data()?.monthlyCap ?? null },
      sessionRef.id,
    );
    tx.create(sessionSlots().doc(booking.session.slotId), booking.slot);
    tx.create(sessionRef, booking.session);
    tx.set(ledgerRef, booking.ledger);
    return { id: sessionRef.id, session: booking.session };
  });
}

/** What a move or a cancellation is decided from, read in its transaction. */
export interface ChangeState {
  sessionId: string;
  session: CoachingSessionDoc;
  hours: CoachHoursDoc | null;
  ledger: SessionLedgerDoc;
  monthlyCap: number | null;
}

export interface SessionChange {
  session: CoachingSessionDoc;
  ledger: SessionLedgerDoc;
  /** The slot a move takes (created, so a slot taken meanwhile fails the move); null for a cancellation. */
  slot: SessionSlotDoc | null;
}

/**
 * Moves or cancels a session in one transaction: the new slot created, the old one deleted (a
 * cancellation frees it), the session and its learner's ledger written. `decide` refuses by
 * throwing; it gets null when there is no such session.
 */
export function changeSession(
  sessionId: string,
  decide: (state: ChangeState | null) => SessionChange,
): Promise<CoachingSessionDoc> {
  const sessionRef = coachingSessions().doc(sessionId);
  return runTransaction(async (tx) => {
    const session = (await tx.get(sessionRef)).data();
    if (!session) return decide(null).session;
    const ledgerRef = sessionLedgers().doc(session.learnerId);
    const [hours, ledger, settings] = await Promise.all([
      tx.get(coachHours().doc(session.coachId)),
      tx.get(ledgerRef),
      tx.get(sessionSettings().doc(SESSION_SETTINGS_ID)),
    ]);
    const change = decide({
      sessionId,
      session,
      hours: hours.data() ?? null,
      ledger: ledger.data() ?? EMPTY_LEDGER,
      monthlyCap: settings.data()?.monthlyCap ?? null,
    });
    if (change.slot) tx.create(sessionSlots().doc(change.session.slotId), change.slot);
    if (change.slot || change.session.status === "cancelled") tx.delete(sessionSlots().doc(session.slotId));
    tx.set(sessionRef, change.session);
    tx.set(ledgerRef, change.ledger);
    return change.session;
  });
}

/** Sets a session's rating by what `decide` answers from it (it refuses by throwing, and gets null for none). */
export function rateSession(
  sessionId: string,
  decide: (session: CoachingSessionDoc | null) => NonNullable<CoachingSessionDoc["rating"]>,
): Promise<CoachingSessionDoc> {
  const ref = coachingSessions().doc(sessionId);
  return runTransaction(async (tx) => {
    const session = (await tx.get(ref)).data() ?? null;
    const rating = decide(session);
    const changed = { rating, updatedAt: rating.at };
    tx.update(ref, coachingSessions.changes(changed));
    return { ...session!, ...changed };
  });
}

import { AggregateField, Timestamp } from "firebase-admin/firestore";
import { z } from "zod/mini";
import { checkInDocSchema } from "../../contract/cohorts/storage";
import { reviewDocSchema } from "../../contract/incubator/coach";
import { attemptDocSchema } from "../../contract/incubator/storage";
import { BRIEF_LIMITS } from "../../contract/sessions/brief";
import { SESSION_LIMITS } from "../../contract/sessions/common";
import {
  coachHoursDocSchema,
  type ActionItemDoc,
  type CoachingSessionDoc,
  type SessionNotesDoc,
} from "../../contract/sessions/storage";
import {
  actionItems,
  checkIns,
  coachHours,
  coachingSessions,
  incubatorAttempts,
  incubatorReviews,
  readList,
  readOnly,
  sessionLedgers,
  sessionNotes,
  type StoredDoc,
} from "../../lib/collections";
import { notFound } from "../../lib/errors";
import { runTransaction } from "../../lib/transaction";

// The coach's side of a session: the coaches' week, one session with its notes and action items,
// what the brief reads of the learner's work (other features' collections, through read-only views
// of the fields it shows), the outcome and action items written, and the ratings per coach.

// ---------- sessions ----------

export async function readSession(sessionId: string): Promise<StoredDoc<CoachingSessionDoc>> {
  const ref = coachingSessions().doc(sessionId);
  const data = (await ref.get()).data();
  if (!data) throw notFound("Session not found");
  return { id: sessionId, ref, data };
}

/** Sessions starting in [from, to), by start; one more than `max`, so the caller knows it is cut. */
export const readSessionsBetween = (from: Date, to: Date, max: number) =>
  readList(
    coachingSessions()
      .where("startsAt", ">=", Timestamp.fromDate(from))
      .where("startsAt", "<", Timestamp.fromDate(to))
      .orderBy("startsAt")
      .limit(max + 1),
  );

export const readNotes = async (sessionId: string) => (await sessionNotes().doc(sessionId).get()).data() ?? null;

/** The session's action items, oldest first (at most SESSION_LIMITS.actionItemsPerSession exist). */
export async function readActionItems(learnerId: string, sessionId: string): Promise<StoredDoc<ActionItemDoc>[]> {
  const items = await readList(
    actionItems(learnerId).where("sessionId", "==", sessionId).limit(SESSION_LIMITS.actionItemsPerSession),
  );
  return items.sort((a, b) => a.data.createdAt.toMillis() - b.data.createdAt.toMillis());
}

// ---------- what the brief reads of the learner's work ----------

const attemptView = z.pick(attemptDocSchema, {
  stepId: true,
  phaseKey: true,
  evaluation: true,
  coachVerdict: true,
  late: true,
  createdAt: true,
});
export type BriefAttemptDoc = z.infer<typeof attemptView>;
const reviewView = z.pick(reviewDocSchema, { attemptId: true, stepId: true, kind: true, score: true, openedAt: true });
const checkInView = z.pick(checkInDocSchema, {
  week: true,
  currency: true,
  revenue: true,
  clients: true,
  leads: true,
  hours: true,
  confidence: true,
  createdAt: true,
});

/** The learner's latest attempts, their open review items and their latest check-ins: bounded reads. */
export async function readLearnerWork(uid: string) {
  const [attempts, reviews, recent] = await Promise.all([
    readList(readOnly(incubatorAttempts(uid), attemptView).orderBy("createdAt", "desc").limit(BRIEF_LIMITS.attempts)),
    readList(
      readOnly(incubatorReviews(), reviewView)
        .where("uid", "==", uid)
        .where("open", "==", true)
        .limit(BRIEF_LIMITS.reviews),
    ),
    readList(readOnly(checkIns(uid), checkInView).orderBy("createdAt", "desc").limit(BRIEF_LIMITS.checkIns)),
  ]);
  return {
    attempts,
    reviews: reviews.sort((a, b) => a.data.openedAt.toMillis() - b.data.openedAt.toMillis()),
    checkIns: recent.map(({ data }) => data).reverse(),
  };
}

// ---------- after the session ----------

/** What the outcome writes, decided from the session as it stands in the transaction. */
export interface OutcomeChange {
  session: Pick<CoachingSessionDoc, "status" | "outcome" | "outcomeAt" | "updatedAt">;
  /** The notes to store; null: the coach wrote none (an earlier note goes). */
  notes: SessionNotesDoc | null;
}

/**
 * Records the outcome in one transaction: the session, its notes, and the learner's ledger, which
 * no longer holds it as their upcoming session. `decide` refuses (throws) or says what to write.
 */
export function saveOutcome(
  sessionId: string,
  decide: (session: CoachingSessionDoc) => OutcomeChange,
): Promise<StoredDoc<CoachingSessionDoc>> {
  return runTransaction(async (tx) => {
    const ref = coachingSessions().doc(sessionId);
    const session = (await tx.get(ref)).data();
    if (!session) throw notFound("Session not found");
    const ledgerRef = sessionLedgers().doc(session.learnerId);
    const ledger = (await tx.get(ledgerRef)).data();
    const change = decide(session);
    tx.update(ref, coachingSessions.changes(change.session));
    const notesRef = sessionNotes().doc(sessionId);
    if (change.notes) tx.set(notesRef, change.notes);
    else tx.delete(notesRef);
    if (ledger?.upcomingSessionId === sessionId)
      tx.update(ledgerRef, sessionLedgers.changes({ upcomingSessionId: null }));
    return { id: sessionId, ref, data: { ...session, ...change.session } };
  });
}

/**
 * Adds an action item in one transaction with the count of the session's items, so two at once
 * cannot pass the cap. `decide` sees the session and how many items it has, and refuses or answers the item.
 */
export function addActionItem(
  sessionId: string,
  decide: (session: CoachingSessionDoc, count: number) => ActionItemDoc,
): Promise<StoredDoc<ActionItemDoc>> {
  return runTransaction(async (tx) => {
    const session = (await tx.get(coachingSessions().doc(sessionId))).data();
    if (!session) throw notFound("Session not found");
    const items = actionItems(session.learnerId);
    const existing = await tx.get(
      items.where("sessionId", "==", sessionId).limit(SESSION_LIMITS.actionItemsPerSession + 1),
    );
    const item = decide(session, existing.size);
    const ref = items.doc();
    tx.create(ref, item);
    return { id: ref.id, ref, data: item };
  });
}

// ---------- ratings ----------

const coachView = z.pick(coachHoursDocSchema, { coachId: true, name: true });
/** Far above the number of admins: every coach has one hours document. */
const COACHES_MAX = 200;
export const RECENT_RATINGS = 5;

/** The rated sessions of a coach, newest rating first (a session without a rating has no `rating.at`). */
const ratedSessionsOf = (coachId: string) =>
  coachingSessions().where("coachId", "==", coachId).orderBy("rating.at", "desc");

/** Each coach with hours, with their ratings counted and averaged by the database, and the latest few. */
export async function readRatings() {
  const coaches = await readList(readOnly(coachHours(), coachView).orderBy("name").limit(COACHES_MAX));
  return Promise.all(
    coaches.map(async ({ data }) => {
      const rated = ratedSessionsOf(data.coachId);
      const [figures, recent] = await Promise.all([
        rated.aggregate({ ratings: AggregateField.count(), average: AggregateField.average("rating.stars") }).get(),
        readList(rated.limit(RECENT_RATINGS)),
      ]);
      return { coach: data, ...figures.data(), recent: recent.map((entry) => entry.data) };
    }),
  );
}

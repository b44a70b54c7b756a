import { sessionSummary } from "../../domain/sessions/summary";
import { Timestamp } from "firebase-admin/firestore";
import { toIso } from "../../contract/common";
import {
  SESSION_LIMITS,
  isLateCancellation,
  learnerMayReschedule,
  sessionMonth,
  sessionSlotId,
  type SessionParty,
} from "../../contract/sessions/common";
import type {
  ActionItem,
  BookableCoach,
  BookSessionRequest,
  FreeSlot,
  FreeSlots,
  LearnerSession,
  LearnerSessionList,
} from "../../contract/sessions/learner";
import type { ActionItemDoc, CoachHoursDoc, CoachingSessionDoc } from "../../contract/sessions/storage";
import { readMembership } from "../../domain/cohorts/membership";
import { countedIn, countIn, isUpcoming } from "../../domain/sessions/ledger";
import {
  freeSlots,
  horizonEndsAt,
  minutesAfter,
  sessionSpan,
  SLOT_PROBLEMS,
  slotProblem,
} from "../../domain/sessions/slots";
import type { Clock } from "../../lib/clock";
import { badRequest, conflict, HttpError, notFound } from "../../lib/errors";
import { isAlreadyExists } from "../../lib/firebase";
import {
  bookSession,
  changeSession,
  readActionItemPage,
  readCoachHours,
  readLearner,
  readLedger,
  readMonthlyCap,
  readNotes,
  readPublishedCoaches,
  readSession,
  readSessionItems,
  readSessionPage,
  readTakenSlots,
  rateSession,
  setActionItemDone,
  type ChangeState,
  type SessionChange,
} from "./repository";

// Booking one-to-one sessions: the coaches a learner may book, their free slots, booking, moving
// and cancelling (the learner's and the coach's), rating, and the action items the learner ticks
// off. The limits (one upcoming session, the monthly cap) are checked in the booking's transaction
// against the learner's ledger. Emails and in-app notices follow from the session documents
// (another feature's trigger reads their sequence, changes and cancellation).

export interface SessionDependencies {
  clock: Clock;
}

/** Days of slots a slots call answers unless asked for fewer or more. */
const SLOT_DAYS_DEFAULT = 7;
const DAY_MINUTES = 24 * 60;

const notYours = () => notFound("Session not found");
const notTakingBookings = () => notFound("This coach is not taking bookings");
const capOf = (cap: number | null) => cap ?? SESSION_LIMITS.monthlyCapDefault;

// ---------- coaches and slots ----------

/** The learner's cohort coach, or null outside a cohort (or in one without a coach yet). */
async function cohortCoachOf(deps: SessionDependencies, uid: string) {
  const membership = await readMembership(uid, deps.clock);
  return membership ? { coachId: membership.member.coachId, cohortId: membership.cohortId } : null;
}

/** The coaches the learner may book: their cohort's coach, or outside a cohort every coach with published hours. */
export async function listCoaches(deps: SessionDependencies, uid: string): Promise<{ coaches: BookableCoach[] }> {
  const cohort = await cohortCoachOf(deps, uid);
  const ownCoach = cohort?.coachId ?? null;
  const hours = ownCoach
    ? [await readCoachHours(ownCoach)].filter((doc): doc is CoachHoursDoc => doc?.published === true)
    : await readPublishedCoaches();
  return {
    coaches: hours
      .map((doc) => ({
        coachId: doc.coachId,
        name: doc.name,
        timeZone: doc.timeZone,
        sessionMinutes: doc.sessionMinutes,
        isYourCoach: doc.coachId === ownCoach,
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** The coach's published hours when the learner may book them; 404 otherwise. */
async function bookableHours(deps: SessionDependencies, uid: string, coachId: string) {
  const [cohort, hours] = await Promise.all([cohortCoachOf(deps, uid), readCoachHours(coachId)]);
  if (!hours?.published) throw notTakingBookings();
  if (cohort?.coachId && cohort.coachId !== coachId) throw notFound("You book sessions with your cohort's coach");
  return { hours, cohortId: cohort?.cohortId ?? null };
}

const toFreeSlot = (slot: { startsAt: Date; endsAt: Date }): FreeSlot => ({
  startsAt: slot.startsAt.toISOString(),
  endsAt: slot.endsAt.toISOString(),
});

/** The coach's free slots from `from` (not before now) for `days` days; never who holds the others. */
async function slotsOf(hours: CoachHoursDoc, from: Date, days: number, now: Date) {
  const start = from.getTime() < now.getTime() ? now : from;
  const to = minutesAfter(start, days * DAY_MINUTES);
  const taken = await readTakenSlots(hours.coachId, start, to);
  const horizon = horizonEndsAt(hours, now);
  return {
    slots: freeSlots(hours, { from: start, to }, now, taken).map(toFreeSlot),
    horizonEndsAt: horizon.toISOString(),
    nextFrom: to.getTime() <= horizon.getTime() ? to.toISOString() : null,
  };
}

export async function listSlots(
  deps: SessionDependencies,
  uid: string,
  coachId: string,
  query: { from?: string; days?: number },
): Promise<FreeSlots> {
  const now = deps.clock.now();
  const { hours } = await bookableHours(deps, uid, coachId);
  const page = await slotsOf(hours, query.from ? new Date(query.from) : now, query.days ?? SLOT_DAYS_DEFAULT, now);
  return {
    coachId,
    coachName: hours.name,
    coachTimeZone: hours.timeZone,
    sessionMinutes: hours.sessionMinutes,
    ...page,
  };
}

/** A refusal of a start that is not bookable, naming the field. */
function refuseStart(hours: CoachHoursDoc, startsAt: Date, now: Date, { horizon = true } = {}) {
  const problem = slotProblem(hours, startsAt, now);
  if (problem && (horizon || problem !== "horizon"))
    throw badRequest(SLOT_PROBLEMS[problem], [{ path: "startsAt", message: SLOT_PROBLEMS[problem] }]);
}

/** The 409 of a slot another booking took first, with the coach's free slots around it as they are now. */
async function slotTaken(hours: CoachHoursDoc, startsAt: Date, now: Date): Promise<HttpError> {
  const { slots } = await slotsOf(hours, minutesAfter(startsAt, -DAY_MINUTES), SLOT_DAYS_DEFAULT, now);
  return new HttpError(409, "Someone has just booked this slot: pick another one.", undefined, {}, { slots });
}

/**
 * Runs a booking or a move; the slot's ALREADY_EXISTS at commit becomes the 409 with fresh slots
 * of the coach `coachOf` names.
 */
async function takingSlot<T>(
  coachOf: () => Promise<string | null>,
  startsAt: Date,
  now: Date,
  write: () => Promise<T>,
) {
  try {
    return await write();
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
    const coachId = await coachOf();
    const hours = coachId ? await readCoachHours(coachId) : null;
    if (!hours) throw error;
    throw await slotTaken(hours, startsAt, now);
  }
}

// ---------- reading sessions ----------

const toActionItem = ({ id, data }: { id: string; data: ActionItemDoc }): ActionItem => ({
  id,
  sessionId: data.sessionId,
  text: data.text,
  done: data.done,
  doneAt: data.doneAt && toIso(data.doneAt),
  createdAt: toIso(data.createdAt),
});

interface SessionExtras {
  notes: Map<string, { text: string; private: boolean }>;
  items: { id: string; data: ActionItemDoc }[];
}

function toLearnerSession(id: string, doc: CoachingSessionDoc, extras: SessionExtras, now: Date): LearnerSession {
  const notes = extras.notes.get(id);
  return {
    id,
    coachId: doc.coachId,
    coachName: doc.coachName,
    coachTimeZone: doc.coachTimeZone,
    startsAt: toIso(doc.startsAt),
    endsAt: toIso(doc.endsAt),
    minutes: doc.minutes,
    meetingLink: doc.meetingLink,
    topic: doc.topic,
    status: doc.status,
    cancelledBy: doc.cancelledBy,
    reason: doc.reason,
    lateCancellation: doc.lateCancellation,
    outcome: doc.outcome,
    // Private notes are the coach's alone.
    notes: notes && !notes.private ? notes.text : null,
    actionItems: extras.items
      .filter((item) => item.data.sessionId === id)
      .sort((a, b) => a.data.createdAt.toMillis() - b.data.createdAt.toMillis())
      .map(toActionItem),
    rating: doc.rating && { stars: doc.rating.stars, comment: doc.rating.comment },
    mayReschedule: doc.status === "booked" && learnerMayReschedule(doc.startsAt.toDate(), now),
  };
}

/** The sessions as their learner reads them, with their notes and action items. */
async function learnerSessions(uid: string, docs: { id: string; data: CoachingSessionDoc }[], now: Date) {
  const ids = docs.map(({ id }) => id);
  const [notes, items] = await Promise.all([readNotes(ids), readSessionItems(uid, ids)]);
  return docs.map(({ id, data }) => toLearnerSession(id, data, { notes, items }, now));
}

const learnerSession = async (uid: string, id: string, doc: CoachingSessionDoc, now: Date) =>
  (await learnerSessions(uid, [{ id, data: doc }], now))[0]!;

/** The learner's own session; another learner's is not found. */
export async function getSession(deps: SessionDependencies, uid: string, sessionId: string): Promise<LearnerSession> {
  const doc = await readSession(sessionId);
  if (!doc || doc.learnerId !== uid) throw notYours();
  return learnerSession(uid, sessionId, doc, deps.clock.now());
}

/** The upcoming session, the others latest first a page at a time, and the month's figures. */
export async function listSessions(
  deps: SessionDependencies,
  uid: string,
  cursor: string | undefined,
): Promise<LearnerSessionList> {
  const now = deps.clock.now();
  const [ledger, cap, page] = await Promise.all([readLedger(uid), readMonthlyCap(), readSessionPage(uid, cursor)]);
  const named = ledger.upcomingSessionId;
  const upcoming = named ? await readSession(named) : null;
  const upcomingId = upcoming && upcoming.learnerId === uid && isUpcoming(upcoming, now) ? named : null;
  const shown = [
    ...(upcomingId && upcoming ? [{ id: upcomingId, data: upcoming }] : []),
    ...page.docs.filter(({ id }) => id !== upcomingId),
  ];
  const sessions = await learnerSessions(uid, shown, now);
  return {
    upcoming: upcomingId ? sessions[0]! : null,
    past: upcomingId ? sessions.slice(1) : sessions,
    nextCursor: page.nextCursor,
    monthlyCap: capOf(cap),
    usedThisMonth: countIn(ledger, now),
  };
}

// ---------- booking ----------

export async function book(deps: SessionDependencies, uid: string, input: BookSessionRequest): Promise<LearnerSession> {
  const now = deps.clock.now();
  const startsAt = new Date(input.startsAt);
  const [{ hours: bookable, cohortId }, learner] = await Promise.all([
    bookableHours(deps, uid, input.coachId),
    readLearner(uid),
  ]);
  if (!learner) throw notFound("Account not found");
  const at = Timestamp.fromDate(now);
  const { id, session } = await takingSlot(
    async () => bookable.coachId,
    startsAt,
    now,
    () =>
      bookSession(uid, input.coachId, ({ hours, ledger, upcoming, monthlyCap }, sessionId) => {
        if (!hours?.published) throw notTakingBookings();
        refuseStart(hours, startsAt, now);
        if (upcoming && isUpcoming(upcoming, now))
          throw conflict("You already have a session booked: cancel or move it to book another.");
        const cap = capOf(monthlyCap);
        if (countIn(ledger, startsAt) >= cap)
          throw conflict(`You have booked your ${cap} sessions for that month: pick a slot in another month.`);
        const { endsAt, blockedUntil } = sessionSpan(hours, startsAt);
        const slotId = sessionSlotId(hours.coachId, startsAt);
        return {
          slot: {
            coachId: hours.coachId,
            sessionId,
            learnerId: uid,
            startsAt: Timestamp.fromDate(startsAt),
            blockedUntil: Timestamp.fromDate(blockedUntil),
          },
          session: {
            learnerId: uid,
            learnerName: learner.name,
            learnerEmail: learner.email,
            learnerTimeZone: learner.timeZone ?? hours.timeZone,
            coachId: hours.coachId,
            coachName: hours.name,
            coachEmail: hours.email,
            coachTimeZone: hours.timeZone,
            cohortId,
            startsAt: Timestamp.fromDate(startsAt),
            endsAt: Timestamp.fromDate(endsAt),
            minutes: hours.sessionMinutes,
            bufferMinutes: hours.bufferMinutes,
            meetingLink: hours.meetingLink,
            topic: input.topic,
            status: "booked",
            slotId,
            icsUid: `${sessionId}@solosensei`,
            sequence: 0,
            cancelledBy: null,
            reason: null,
            lateCancellation: false,
            changes: [{ at, by: "learner", kind: "booked", from: null, reason: null }],
            reminderSentAt: null,
            outcome: null,
            outcomeAt: null,
            rating: null,
            createdAt: at,
            updatedAt: at,
          },
          ledger: { ...countedIn(ledger, startsAt, 1, now), upcomingSessionId: sessionId },
        };
      }),
  );
  return learnerSession(uid, id, session, now);
}

// ---------- moving and cancelling ----------

interface Actor {
  by: SessionParty;
  /** The learner acting on their own session; null for a coach (any admin). */
  learnerId: string | null;
  reason: string | null;
}

/** The session as it stands, when the actor may change it: theirs, booked, and not yet over. */
function changeable(state: ChangeState | null, actor: Actor, now: Date): ChangeState {
  if (!state || (actor.learnerId !== null && state.session.learnerId !== actor.learnerId)) throw notYours();
  if (state.session.status === "cancelled") throw conflict("This session is already cancelled.");
  if (!isUpcoming(state.session, now)) throw conflict("This session is over: it can no longer be changed.");
  return state;
}

const sessionMonthDiffers = (a: Date, b: Date) => sessionMonth(a) !== sessionMonth(b);

function moved(state: ChangeState | null, actor: Actor, startsAt: Date, now: Date): SessionChange {
  const { sessionId, session, hours, ledger, monthlyCap } = changeable(state, actor, now);
  const from = session.startsAt.toDate();
  if (actor.by === "learner" && !learnerMayReschedule(from, now))
    throw conflict(
      `Sessions can be moved until ${SESSION_LIMITS.changeCutoffHours} hours before they start: you can still cancel this one.`,
    );
  if (from.getTime() === startsAt.getTime()) throw conflict("The session already starts then.");
  if (!hours || (actor.by === "learner" && !hours.published)) throw notTakingBookings();
  // The learner keeps to the coach's horizon; the coach may move a session further ahead.
  refuseStart(hours, startsAt, now, { horizon: actor.by === "learner" });
  let nextLedger = ledger;
  if (sessionMonthDiffers(from, startsAt)) {
    const cap = capOf(monthlyCap);
    if (actor.by === "learner" && countIn(ledger, startsAt) >= cap)
      throw conflict(`You have booked your ${cap} sessions for that month: pick a slot in another month.`);
    nextLedger = countedIn(countedIn(ledger, from, -1, now), startsAt, 1, now);
  }
  // The session keeps the length and buffer it was booked with.
  const { endsAt, blockedUntil } = sessionSpan(
    { sessionMinutes: session.minutes, bufferMinutes: session.bufferMinutes },
    startsAt,
  );
  const at = Timestamp.fromDate(now);
  return {
    slot: {
      coachId: session.coachId,
      sessionId,
      learnerId: session.learnerId,
      startsAt: Timestamp.fromDate(startsAt),
      blockedUntil: Timestamp.fromDate(blockedUntil),
    },
    session: {
      ...session,
      startsAt: Timestamp.fromDate(startsAt),
      endsAt: Timestamp.fromDate(endsAt),
      slotId: sessionSlotId(session.coachId, startsAt),
      sequence: session.sequence + 1,
      reason: actor.reason,
      // The reminder goes an hour before the new start.
      reminderSentAt: null,
      changes: [...session.changes, { at, by: actor.by, kind: "moved", from: session.startsAt, reason: actor.reason }],
      updatedAt: at,
    },
    ledger: nextLedger,
  };
}

/** A cancellation: the slot freed, the ledger's upcoming session cleared, an on-time one's month given back. */
function cancelled(state: ChangeState | null, actor: Actor, now: Date): SessionChange {
  const { sessionId, session, ledger } = changeable(state, actor, now);
  const startsAt = session.startsAt.toDate();
  // Only a learner cancels late: a coach's cancellation never counts against the learner.
  const late = actor.by === "learner" && isLateCancellation(startsAt, now);
  const at = Timestamp.fromDate(now);
  const counted = late ? ledger : countedIn(ledger, startsAt, -1, now);
  return {
    slot: null,
    session: {
      ...session,
      status: "cancelled",
      cancelledBy: actor.by,
      reason: actor.reason,
      lateCancellation: late,
      sequence: session.sequence + 1,
      changes: [...session.changes, { at, by: actor.by, kind: "cancelled", from: null, reason: actor.reason }],
      updatedAt: at,
    },
    ledger: { ...counted, upcomingSessionId: ledger.upcomingSessionId === sessionId ? null : ledger.upcomingSessionId },
  };
}

/** Moves or cancels, with the 409 and fresh slots when a move's slot was taken meanwhile. */
async function change(
  deps: SessionDependencies,
  sessionId: string,
  decide: (state: ChangeState | null, now: Date) => SessionChange,
  startsAt: Date | null,
) {
  const now = deps.clock.now();
  const write = () => changeSession(sessionId, (state) => decide(state, now));
  // Only a move creates a slot (and may find it taken).
  const doc = startsAt
    ? await takingSlot(async () => (await readSession(sessionId))?.coachId ?? null, startsAt, now, write)
    : await write();
  return { doc, now };
}

export async function reschedule(deps: SessionDependencies, uid: string, sessionId: string, startsAt: string) {
  const start = new Date(startsAt);
  const actor: Actor = { by: "learner", learnerId: uid, reason: null };
  const { doc, now } = await change(deps, sessionId, (state, at) => moved(state, actor, start, at), start);
  return learnerSession(uid, sessionId, doc, now);
}

export async function cancel(deps: SessionDependencies, uid: string, sessionId: string, reason: string | undefined) {
  const actor: Actor = { by: "learner", learnerId: uid, reason: reason?.length ? reason : null };
  const { doc, now } = await change(deps, sessionId, (state, at) => cancelled(state, actor, at), null);
  return learnerSession(uid, sessionId, doc, now);
}

/** A coach (any admin, acting as the session's coach) moves a session at any time, with a reason the learner sees. */
export async function coachMove(
  deps: SessionDependencies,
  sessionId: string,
  input: { startsAt: string; reason: string },
) {
  const start = new Date(input.startsAt);
  const actor: Actor = { by: "coach", learnerId: null, reason: input.reason };
  const { doc } = await change(deps, sessionId, (state, at) => moved(state, actor, start, at), start);
  return sessionSummary(sessionId, doc);
}

/** A coach cancels a session at any time, with a reason; it is never late, and the learner's month is given back. */
export async function coachCancel(deps: SessionDependencies, sessionId: string, input: { reason: string }) {
  const actor: Actor = { by: "coach", learnerId: null, reason: input.reason };
  const { doc } = await change(deps, sessionId, (state, at) => cancelled(state, actor, at), null);
  return sessionSummary(sessionId, doc);
}

// ---------- after the session ----------

export async function rate(
  deps: SessionDependencies,
  uid: string,
  sessionId: string,
  input: { stars: number; comment?: string },
): Promise<LearnerSession> {
  const now = deps.clock.now();
  const doc = await rateSession(sessionId, (session) => {
    if (!session || session.learnerId !== uid) throw notYours();
    if (session.outcome !== "held") throw conflict("You can rate a session once it was held.");
    return { stars: input.stars, comment: input.comment ?? "", at: Timestamp.fromDate(now) };
  });
  return learnerSession(uid, sessionId, doc, now);
}

export async function listActionItems(uid: string, cursor: string | undefined) {
  const page = await readActionItemPage(uid, cursor);
  return { items: page.docs.map(toActionItem), nextCursor: page.nextCursor };
}

export async function updateActionItem(deps: SessionDependencies, uid: string, itemId: string, done: boolean) {
  const item = await setActionItemDone(uid, itemId, done, deps.clock.now());
  if (!item) throw notFound("Action item not found");
  return toActionItem(item);
}

import { sessionMonth } from "../../contract/sessions/common";
import type { CoachingSessionDoc, SessionLedgerDoc } from "../../contract/sessions/storage";

// The learner's limits as the ledger keeps them: one upcoming session, and sessions counted per
// month of their UTC start. Pure: the booking's transactions read the ledger and write what these
// answer.

export const EMPTY_LEDGER: SessionLedgerDoc = { upcomingSessionId: null, months: {} };

/** A session still to come: booked, and not yet over (a session whose end has passed no longer counts). */
export const isUpcoming = (session: Pick<CoachingSessionDoc, "status" | "endsAt">, now: Date): boolean =>
  session.status === "booked" && session.endsAt.toMillis() > now.getTime();

/** Sessions counted in the month of `at`. */
export const countIn = (ledger: SessionLedgerDoc, at: Date): number => ledger.months[sessionMonth(at)] ?? 0;

/**
 * The ledger with `change` added to the month of `at`. Months before `now`'s are dropped: they can
 * no longer be booked in, so the ledger stays a few months long.
 */
export function countedIn(ledger: SessionLedgerDoc, at: Date, change: number, now: Date): SessionLedgerDoc {
  const month = sessionMonth(at);
  const current = sessionMonth(now);
  const months = Object.fromEntries(Object.entries(ledger.months).filter(([key]) => key >= current));
  const count = Math.max(0, (months[month] ?? 0) + change);
  return { ...ledger, months: { ...months, [month]: count } };
}

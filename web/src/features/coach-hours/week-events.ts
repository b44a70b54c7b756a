import type { CoachSessionSummary } from "@contract/sessions/coach";
import type { SessionStatus } from "@contract/sessions/common";
import { routePaths } from "@/lib/route-paths";

// The coaches' week as FullCalendar events: the caller's sessions in the primary colour and first
// among sessions at the same time, other coaches' in the secondary colour with the coach named.

export const STATUS_WORDS: Record<SessionStatus, string> = {
  booked: "Booked",
  cancelled: "Cancelled",
  held: "Held",
  no_show: "No-show",
};

export interface WeekEvent {
  id: string;
  title: string;
  start: string;
  end: string;
  /** The session's brief. */
  url: string;
  color: string;
  contrastColor: string;
  className: string;
  /** 0 for the caller's (eventOrder puts them first), 1 for other coaches'. */
  order: number;
  own: boolean;
}

/** The event's words: the learner, the coach when it is another's, and the status unless booked. */
export function eventTitle(session: CoachSessionSummary, own: boolean): string {
  const who = own ? session.learnerName : `${session.learnerName} with ${session.coachName}`;
  return session.status === "booked" ? who : `${who} (${STATUS_WORDS[session.status].toLowerCase()})`;
}

export function weekEvents(sessions: readonly CoachSessionSummary[], callerId: string): WeekEvent[] {
  return sessions.map((session) => {
    const own = session.coachId === callerId;
    return {
      id: session.id,
      title: eventTitle(session, own),
      start: session.startsAt,
      end: session.endsAt,
      url: routePaths.adminSession(session.id),
      color: own ? "var(--color-primary)" : "var(--color-secondary)",
      contrastColor: own ? "var(--color-primary-content)" : "var(--color-secondary-content)",
      className: session.status === "cancelled" ? "coach-week-cancelled" : "",
      order: own ? 0 : 1,
      own,
    };
  });
}

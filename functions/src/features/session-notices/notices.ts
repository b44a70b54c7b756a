import { MESSAGE_CONTENT_MAX, MESSAGE_TITLE_MAX } from "../../contract/messages";
import type { SessionParty } from "../../contract/sessions/common";
import type { CoachingSessionDoc } from "../../contract/sessions/storage";
import { clipText } from "../../contract/text";
import { LEARNER_SESSIONS_ADDRESS, coachSessionAddress } from "../../domain/sessions/addresses";
import type { MessageContent } from "../../lib/broadcasts";
import type { SessionDetails } from "../../lib/render-email";

// What a session's change says to each of its two people: which change it was, the in-app message,
// and the email's details, times in the reader's own zone. Pure: the service sends them.

export type SessionChange = "booked" | "moved" | "cancelled";
export type SessionNotice = SessionChange | "reminder";
export const SESSION_PARTIES_NOTIFIED: readonly SessionParty[] = ["learner", "coach"];

/** The change a write made: a session created booked, moved (its sequence rose), cancelled; null for the rest. */
export function changeOf(before: CoachingSessionDoc | null, after: CoachingSessionDoc | null): SessionChange | null {
  if (!after) return null;
  if (!before) return after.status === "booked" ? "booked" : null;
  if (after.status === "cancelled") return before.status === "cancelled" ? null : "cancelled";
  if (after.status === "booked" && after.sequence > before.sequence) return "moved";
  return null;
}

/**
 * The id of a notice's message and mail document: one per session, version, notice and person, so
 * a retried trigger sends nothing twice and two moves send two notices.
 */
export const noticeId = (sessionId: string, sequence: number, notice: SessionNotice, role: SessionParty) =>
  `session-${sessionId}-${sequence}-${notice}-${role}`;

/** One person of a session as a notice addresses them. */
export interface Party {
  role: SessionParty;
  uid: string;
  name: string;
  email: string;
  timeZone: string;
  /** The other person's name. */
  withName: string;
}

export function partiesOf(session: CoachingSessionDoc): Party[] {
  return [
    {
      role: "learner",
      uid: session.learnerId,
      name: session.learnerName,
      email: session.learnerEmail,
      timeZone: session.learnerTimeZone,
      withName: session.coachName,
    },
    {
      role: "coach",
      uid: session.coachId,
      name: session.coachName,
      email: session.coachEmail,
      timeZone: session.coachTimeZone,
      withName: session.learnerName,
    },
  ];
}

const format = (timeZone: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-GB", { ...options, timeZone });

/** A session's time in a zone: "Tuesday 10 March 2026, 14:00-15:00 (Europe/Berlin)". */
export function sessionTime(startsAt: Date, endsAt: Date, timeZone: string): string {
  const weekday = format(timeZone, { weekday: "long" }).format(startsAt);
  const day = format(timeZone, { day: "numeric", month: "long", year: "numeric" }).format(startsAt);
  const time = format(timeZone, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  return `${weekday} ${day}, ${time.format(startsAt)}-${time.format(endsAt)} (${timeZone})`;
}

/** Who made the last change, as the reader reads it: "You", or the other's name. */
function changedBy(session: CoachingSessionDoc, reader: Party, notice: SessionNotice): string | null {
  const by = notice === "cancelled" ? session.cancelledBy : notice === "moved" ? session.changes.at(-1)?.by : null;
  if (!by) return null;
  return by === reader.role ? "You" : reader.withName;
}

/** The email's account of the session for one of its people. */
export function sessionDetails(
  session: CoachingSessionDoc,
  reader: Party,
  notice: SessionNotice,
  previousStart: Date | null,
): SessionDetails {
  const startsAt = session.startsAt.toDate();
  const endsAt = session.endsAt.toDate();
  const minutes = endsAt.getTime() - startsAt.getTime();
  const changes = notice === "moved" || notice === "cancelled";
  return {
    role: reader.role,
    withName: reader.withName,
    when: sessionTime(startsAt, endsAt, reader.timeZone),
    previously:
      notice === "moved" && previousStart
        ? sessionTime(previousStart, new Date(previousStart.getTime() + minutes), reader.timeZone)
        : null,
    meetingLink: session.meetingLink,
    topic: session.topic,
    changedBy: changes ? changedBy(session, reader, notice) : null,
    reason: changes ? session.reason : null,
  };
}

/** Where a notice's button takes each person: the learner's sessions, the coach's session page. */
export const addressFor = (sessionId: string, role: SessionParty) =>
  role === "learner" ? LEARNER_SESSIONS_ADDRESS : coachSessionAddress(sessionId);

const TITLES: Record<SessionNotice, string> = {
  booked: "Your coaching session is booked",
  moved: "Your coaching session has moved",
  cancelled: "Your coaching session is cancelled",
  reminder: "Your coaching session starts in an hour",
};

/** The in-app message of a notice: short, the time in the reader's zone, the reason when one was given. */
export function noticeMessage(
  sessionId: string,
  reader: Party,
  notice: SessionNotice,
  details: SessionDetails,
): MessageContent {
  const line = `With ${reader.withName}, ${notice === "moved" ? "now " : ""}${details.when}.`;
  const reason = details.reason ? ` ${details.changedBy ?? "The reason"}: "${details.reason}"` : "";
  return {
    type: notice === "reminder" ? "reminder" : "system",
    title: clipText(TITLES[notice], MESSAGE_TITLE_MAX),
    content: clipText(`${line}${reason}`, MESSAGE_CONTENT_MAX),
    actionLabel: reader.role === "learner" ? "Open your sessions" : "Open the session",
    actionUrl: addressFor(sessionId, reader.role),
  };
}

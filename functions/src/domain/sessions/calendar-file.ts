import type { EventAttributes } from "ics";
import type { CoachingSessionDoc } from "../../contract/sessions/storage";
import { lazyRequire } from "../../lib/lazy-require";

// A session as a calendar event (RFC 5545/5546), written with the `ics` package: the invitation an
// email carries and the coach's private feed both use it. The UID is the session's for its whole
// life and SEQUENCE rises with each change, so calendars update the one event in place.

const PRODUCT_ID = "-//SoloSensei//Coaching sessions//EN";
// `ics` (and the schema library it validates with) loads with the first calendar file, not when an instance starts.
const ics = () => lazyRequire("ics") as typeof import("ics");

export type CalendarSession = Pick<
  CoachingSessionDoc,
  | "icsUid"
  | "sequence"
  | "status"
  | "startsAt"
  | "endsAt"
  | "updatedAt"
  | "learnerName"
  | "learnerEmail"
  | "coachName"
  | "coachEmail"
  | "meetingLink"
  | "topic"
>;

/** What an invitation asks of a calendar: add or update the event, or remove it. */
export type CalendarMethod = "REQUEST" | "CANCEL";

/** The MIME type of an invitation: the method goes in it too (RFC 6047). */
export const calendarContentType = (method: CalendarMethod) => `text/calendar; method=${method}`;

function eventOf(session: CalendarSession): EventAttributes {
  const utc = { startInputType: "utc", startOutputType: "utc", endInputType: "utc", endOutputType: "utc" } as const;
  const link = session.meetingLink;
  const event: EventAttributes & { timestamp: number } = {
    ...utc,
    start: session.startsAt.toMillis(),
    end: session.endsAt.toMillis(),
    // DTSTAMP: when this version of the event was made, the session's last change.
    timestamp: session.updatedAt.toMillis(),
    uid: session.icsUid,
    sequence: session.sequence,
    productId: PRODUCT_ID,
    title: `Coaching session: ${session.learnerName} with ${session.coachName}`,
    description: [
      session.topic && `What ${session.learnerName} wants help with: ${session.topic}`,
      link && `Join: ${link}`,
    ]
      .filter(Boolean)
      .join("\n\n"),
    // A coach without a meeting link yet: the event has no place rather than a wrong one.
    ...(link ? { location: link, url: link } : {}),
    status: session.status === "cancelled" ? "CANCELLED" : "CONFIRMED",
    organizer: { name: session.coachName, email: session.coachEmail },
    attendees: [
      {
        name: session.learnerName,
        email: session.learnerEmail,
        role: "REQ-PARTICIPANT",
        partstat: "ACCEPTED",
        rsvp: false,
      },
    ],
  };
  return event;
}

function written(result: { error: Error | null; value: string | null }): string {
  if (result.error || result.value === null) throw result.error ?? new Error("The calendar file was not written");
  return result.value;
}

/** The .ics file an email carries: REQUEST for a booking or a move, CANCEL for a cancellation. */
export function invitationFile(session: CalendarSession): { method: CalendarMethod; content: string } {
  const method: CalendarMethod = session.status === "cancelled" ? "CANCEL" : "REQUEST";
  return { method, content: written(ics().createEvent({ ...eventOf(session), method })) };
}

/** A coach's feed: one event per session, cancelled ones marked CANCELLED. */
export const feedFile = (sessions: readonly CalendarSession[], calendarName: string): string =>
  written(
    ics().createEvents(sessions.map(eventOf), { productId: PRODUCT_ID, method: "PUBLISH", calName: calendarName }),
  );

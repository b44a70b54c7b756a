import type { CoachSession } from "@contract/sessions/coach";
import type { ReactNode } from "react";
import { formatSessionTime, STATUS_LOOK } from "../session-brief";

/** Who, when (in the coach's zone, and the learner's when it differs), the status and the meeting link; `actions` beside them. */
export function SessionHeader({ session, actions }: { session: CoachSession; actions?: ReactNode }) {
  const look = STATUS_LOOK[session.status];
  const theirs = session.learnerTimeZone !== session.coachTimeZone;
  return (
    <section aria-label="Session" className="card bg-base-100 shadow-sm">
      <div className="card-body gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className={`badge ${look.className}`}>{look.label}</span>
          {session.lateCancellation && <span className="badge badge-ghost">Late cancellation</span>}
        </div>
        <p className="text-lg font-semibold">
          <time dateTime={session.startsAt}>
            {formatSessionTime(session.startsAt, session.endsAt, session.coachTimeZone)}
          </time>
        </p>
        {theirs && (
          <p className="text-sm text-base-content/75">
            For {session.learnerName}: {formatSessionTime(session.startsAt, session.endsAt, session.learnerTimeZone)}
          </p>
        )}
        <p className="text-sm">
          {session.minutes} minutes with {session.learnerName} (
          <a className="link" href={`mailto:${session.learnerEmail}`}>
            {session.learnerEmail}
          </a>
          )
        </p>
        {session.reason && <p className="text-sm">Reason given: {session.reason}</p>}
        <div className="flex flex-wrap items-center gap-2">
          {session.meetingLink && session.status === "booked" && (
            <a className="btn btn-primary btn-sm" href={session.meetingLink} target="_blank" rel="noreferrer">
              Open the meeting link
            </a>
          )}
          {actions}
        </div>
      </div>
    </section>
  );
}

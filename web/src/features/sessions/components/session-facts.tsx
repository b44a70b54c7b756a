import type { LearnerSession } from "@contract/sessions/learner";
import { SessionChange, SessionStatusBadge } from "./session-status";
import { SessionTime } from "./session-time";

/** When, with whom, where and about what: a session as both the list and its own view show it. */
export function SessionFacts({ session }: { session: LearnerSession }) {
  const booked = session.status === "booked";
  return (
    <div className="grid gap-2">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">
          <SessionTime startsAt={session.startsAt} coachTimeZone={session.coachTimeZone} />
        </span>
        <SessionStatusBadge status={session.status} />
      </p>
      <p className="text-sm text-base-content/80">
        {session.minutes} minutes with {session.coachName}
      </p>
      {booked && (
        <p className="text-sm">
          Meeting link:{" "}
          <a
            href={session.meetingLink}
            target="_blank"
            rel="noopener noreferrer"
            className="link link-primary break-all"
          >
            {session.meetingLink}
          </a>
        </p>
      )}
      <SessionChange session={session} />
      <div className="text-sm">
        <p className="font-semibold">What you want help with</p>
        <p className="break-words whitespace-pre-line">{session.topic}</p>
      </div>
    </div>
  );
}

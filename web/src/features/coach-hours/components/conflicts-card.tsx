import type { CoachSessionSummary } from "@contract/sessions/coach";
import { Link } from "react-router-dom";
import { SectionCard } from "@/components/section-card";
import { routePaths } from "@/lib/route-paths";
import { formatSpan } from "../session-times";
import { SessionChangeButtons } from "./session-change-buttons";

/** Booked sessions the hours no longer hold: nothing is dropped silently, the coach moves or cancels each. */
export function ConflictsCard({
  conflicts,
  timeZone,
}: {
  conflicts: readonly CoachSessionSummary[];
  timeZone: string;
}) {
  return (
    <SectionCard
      title={`${conflicts.length} ${conflicts.length === 1 ? "session needs" : "sessions need"} a new time`}
      description="These sessions fall on your away days or outside your hours: move or cancel each one."
      variant="outlined"
      className="border-warning"
    >
      <ul className="divide-y divide-base-300">
        {conflicts.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <div className="min-w-0">
              <Link to={routePaths.adminSession(session.id)} className="link link-primary font-semibold break-words">
                {session.learnerName}
              </Link>
              <p className="text-sm">{formatSpan(session.startsAt, session.endsAt, timeZone)}</p>
            </div>
            <SessionChangeButtons session={session} timeZone={timeZone} />
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}

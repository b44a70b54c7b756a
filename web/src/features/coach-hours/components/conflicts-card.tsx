import type { CoachSessionSummary } from "@contract/sessions/coach";
import { useState } from "react";
import { Link } from "react-router-dom";
import { SectionCard } from "@/components/section-card";
import { routePaths } from "@/lib/route-paths";
import { formatSpan } from "../session-times";
import { CancelSessionDialog } from "./cancel-session-dialog";
import { MoveSessionDialog } from "./move-session-dialog";

type Change = { kind: "move" | "cancel"; session: CoachSessionSummary };

/** Booked sessions the hours no longer hold: nothing is dropped silently, the coach moves or cancels each. */
export function ConflictsCard({
  conflicts,
  timeZone,
}: {
  conflicts: readonly CoachSessionSummary[];
  timeZone: string;
}) {
  const [change, setChange] = useState<Change | null>(null);
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
            <div className="flex gap-2">
              <button
                type="button"
                className="btn btn-sm btn-outline"
                aria-label={`Move the session with ${session.learnerName}`}
                onClick={() => setChange({ kind: "move", session })}
              >
                Move
              </button>
              <button
                type="button"
                className="btn btn-sm btn-ghost text-error"
                aria-label={`Cancel the session with ${session.learnerName}`}
                onClick={() => setChange({ kind: "cancel", session })}
              >
                Cancel
              </button>
            </div>
          </li>
        ))}
      </ul>
      {change?.kind === "move" && <MoveSessionDialog session={change.session} onClose={() => setChange(null)} />}
      {change?.kind === "cancel" && (
        <CancelSessionDialog session={change.session} timeZone={timeZone} onClose={() => setChange(null)} />
      )}
    </SectionCard>
  );
}

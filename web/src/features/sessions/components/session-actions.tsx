import type { LearnerSession } from "@contract/sessions/learner";
import { SESSION_LIMITS } from "@contract/sessions/common";
import { useState } from "react";
import { Link } from "react-router-dom";
import { routePaths } from "@/lib/route-paths";
import { CancelSessionDialog } from "./cancel-session-dialog";

/** A booked session's Reschedule (until 12 hours before) and Cancel (always). */
export function SessionActions({ session }: { session: LearnerSession }) {
  const [cancelling, setCancelling] = useState(false);
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        {session.mayReschedule && (
          <Link to={routePaths.rescheduleSession(session.id)} className="btn btn-outline btn-sm">
            Reschedule
          </Link>
        )}
        <button type="button" className="btn btn-ghost btn-sm text-error" onClick={() => setCancelling(true)}>
          Cancel session
        </button>
      </div>
      {!session.mayReschedule && (
        <p className="text-sm text-base-content/75">
          It starts in less than {SESSION_LIMITS.changeCutoffHours} hours, so it can no longer be moved.
        </p>
      )}
      <CancelSessionDialog session={session} open={cancelling} onClose={() => setCancelling(false)} />
    </div>
  );
}

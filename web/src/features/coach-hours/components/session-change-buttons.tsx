import { useState } from "react";
import { CancelSessionDialog } from "./cancel-session-dialog";
import { MoveSessionDialog, type SessionToChange } from "./move-session-dialog";

/**
 * A booked session's Move and Cancel, each opening its dialog (a reason the learner sees): in the
 * conflicts list and, through app/, in the session brief's header.
 */
export function SessionChangeButtons({
  session,
  timeZone,
}: {
  session: SessionToChange;
  /** The zone the session's time is shown in (the coach's). */
  timeZone: string;
}) {
  const [open, setOpen] = useState<"move" | "cancel" | null>(null);
  return (
    <div className="flex gap-2">
      <button
        type="button"
        className="btn btn-sm btn-outline"
        aria-label={`Move the session with ${session.learnerName}`}
        onClick={() => setOpen("move")}
      >
        Move
      </button>
      <button
        type="button"
        className="btn btn-sm btn-ghost text-error"
        aria-label={`Cancel the session with ${session.learnerName}`}
        onClick={() => setOpen("cancel")}
      >
        Cancel
      </button>
      {open === "move" && <MoveSessionDialog session={session} onClose={() => setOpen(null)} />}
      {open === "cancel" && <CancelSessionDialog session={session} timeZone={timeZone} onClose={() => setOpen(null)} />}
    </div>
  );
}

import { isLateCancellation, SESSION_LIMITS } from "@contract/sessions/common";
import type { LearnerSession } from "@contract/sessions/learner";
import { useState } from "react";
import { Modal } from "@/components/modal";
import { notify } from "@/components/notify";
import { TextAreaField } from "@/components/text-area-field";
import { errorMessage } from "@/lib/api-client";
import { apiFieldErrors } from "@/lib/form-errors";
import { useCancelSession } from "../api/cancel-session";
import { SessionTime } from "./session-time";

/** "Cancel session": an optional reason for the coach, and a warning when it will be recorded as late. */
export function CancelSessionDialog({
  session,
  open,
  onClose,
}: {
  session: LearnerSession;
  open: boolean;
  onClose: () => void;
}) {
  const cancel = useCancelSession(session.id);
  const [reason, setReason] = useState("");
  const late = isLateCancellation(new Date(session.startsAt), new Date());
  return (
    <Modal open={open} title="Cancel this session?" onClose={onClose}>
      <div className="grid gap-3">
        <p>
          Your session with {session.coachName} on{" "}
          <SessionTime startsAt={session.startsAt} coachTimeZone={session.coachTimeZone} /> will be cancelled, and they
          will be told.
        </p>
        {late && (
          <p role="alert" className="alert alert-warning alert-soft">
            It starts in less than {SESSION_LIMITS.changeCutoffHours} hours: the cancellation will be recorded as late.
          </p>
        )}
        <TextAreaField
          label="Reason (optional)"
          hint="Your coach sees it."
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={apiFieldErrors(cancel.error).reason}
          maxLength={SESSION_LIMITS.reasonMax}
          rows={3}
        />
      </div>
      <div className="modal-action flex-wrap">
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          Keep the session
        </button>
        <button
          type="button"
          className="btn btn-error"
          disabled={cancel.isPending}
          onClick={() =>
            cancel.mutate(reason, {
              onSuccess: () => {
                notify.success("Session cancelled", late ? "It is recorded as a late cancellation." : undefined);
                onClose();
              },
              onError: (error) =>
                notify.error("The session could not be cancelled", errorMessage(error, "Try again in a moment.")),
            })
          }
        >
          {cancel.isPending ? "Cancelling..." : "Cancel the session"}
        </button>
      </div>
    </Modal>
  );
}

import { coachCancelRequestSchema } from "@contract/sessions/coach";
import { useState, type FormEvent } from "react";
import { Modal } from "@/components/modal";
import { notify } from "@/components/notify";
import { SubmitButton } from "@/components/submit-button";
import { TextAreaField } from "@/components/text-area-field";
import { errorMessage } from "@/lib/api-client";
import { useCancelSession } from "../api/cancel-session";
import { formatSpan } from "../session-times";
import type { SessionToChange } from "./move-session-dialog";

interface CancelSessionDialogProps {
  session: SessionToChange;
  /** The zone the session's time is shown in (the coach's). */
  timeZone: string;
  onClose: () => void;
}

/** "Cancel session": a coach may cancel at any time, with a reason the learner sees. */
export function CancelSessionDialog({ session, timeZone, onClose }: CancelSessionDialogProps) {
  const cancel = useCancelSession(session.id);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = coachCancelRequestSchema.safeParse({ reason });
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (!parsed.success) return;
    cancel.mutate(parsed.data, {
      onSuccess: () => {
        notify.success("Session cancelled", `${session.learnerName} is told, with your reason.`);
        onClose();
      },
    });
  };

  const failure = cancel.error
    ? errorMessage(cancel.error, "The session could not be cancelled. Please try again.")
    : null;
  return (
    <Modal open title={`Cancel the session with ${session.learnerName}`} onClose={onClose} className="max-w-xl">
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <p className="text-sm">
          {formatSpan(session.startsAt, session.endsAt, timeZone)} ({timeZone.replace(/_/g, " ")}). The learner gets a
          message and an email that takes it off their calendar.
        </p>
        <TextAreaField
          label="Reason (the learner sees it)"
          required
          rows={3}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={error}
        />
        {failure && (
          <p role="alert" className="alert alert-error alert-soft text-sm">
            {failure}
          </p>
        )}
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Keep it
          </button>
          <SubmitButton pending={cancel.isPending} pendingLabel="Cancelling..." className="btn-error">
            Cancel session
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}

import { coachMoveRequestSchema, type CoachSessionSummary } from "@contract/sessions/coach";
import { useState, type FormEvent } from "react";
import { FormActions } from "@/components/form-actions";
import { LoadingLine } from "@/components/loading-screen";
import { LoadMoreButton } from "@/components/load-more-button";
import { Modal } from "@/components/modal";
import { notify } from "@/components/notify";
import { TextAreaField } from "@/components/text-area-field";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { useFreeSlots } from "../api/list-free-slots";
import { useMoveSession } from "../api/move-session";
import { formatSpan, slotDays } from "../session-times";
import { SlotSelect } from "./slot-select";

export type SessionToChange = Pick<CoachSessionSummary, "id" | "coachId" | "learnerName" | "startsAt" | "endsAt">;

interface MoveSessionDialogProps {
  session: SessionToChange;
  onClose: () => void;
}

/**
 * "Move session": one of the coach's free slots, in the coach's zone, and a reason the learner
 * sees. A slot taken meanwhile (409) reads the slots again and says so.
 */
export function MoveSessionDialog({ session, onClose }: MoveSessionDialogProps) {
  const slots = useFreeSlots(session.coachId);
  const move = useMoveSession(session.id);
  const [startsAt, setStartsAt] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<{ startsAt?: string; reason?: string }>({});
  const first = slots.data?.pages[0];
  const zone = first?.coachTimeZone ?? "UTC";
  const days = slotDays(
    (slots.data?.pages ?? []).flatMap((page) => page.slots).filter((slot) => slot.startsAt !== session.startsAt),
    zone,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = coachMoveRequestSchema.safeParse({ startsAt, reason });
    const problems = {
      ...(startsAt ? {} : { startsAt: "Pick a new time" }),
      ...(parsed.success ? {} : { reason: parsed.error.issues.find((issue) => issue.path[0] === "reason")?.message }),
    };
    setErrors(problems);
    if (!parsed.success || !startsAt) return;
    move.mutate(parsed.data, {
      onSuccess: () => {
        notify.success("Session moved", `${session.learnerName} is told the new time and your reason.`);
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiRequestError && error.status === 409) {
          setStartsAt("");
          void slots.refetch();
        }
      },
    });
  };

  const failure = move.error ? errorMessage(move.error, "The session could not be moved. Please try again.") : null;
  return (
    <Modal open title={`Move the session with ${session.learnerName}`} onClose={onClose} className="max-w-xl">
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <p className="text-sm">
          Now: {formatSpan(session.startsAt, session.endsAt, zone)}
          {first && <span className="text-base-content/75"> ({zone.replace(/_/g, " ")})</span>}
        </p>
        {slots.isPending ? (
          <LoadingLine />
        ) : slots.isError ? (
          <p role="alert" className="alert alert-error alert-soft text-sm">
            {errorMessage(slots.error, "The free times could not be loaded.")}
            <button type="button" className="btn btn-sm" onClick={() => void slots.refetch()}>
              Try again
            </button>
          </p>
        ) : days.length === 0 ? (
          <p className="text-sm" role="status">
            No free times within the booking horizon. Widen your hours, or cancel the session instead.
          </p>
        ) : (
          <>
            <SlotSelect days={days} timeZone={zone} value={startsAt} onChange={setStartsAt} error={errors.startsAt} />
            <LoadMoreButton pages={slots} label="Show later times" className="btn-sm" />
          </>
        )}
        <TextAreaField
          label="Reason (the learner sees it)"
          required
          rows={3}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={errors.reason}
        />
        {failure && (
          <p role="alert" className="alert alert-error alert-soft text-sm">
            {failure}
          </p>
        )}
        <FormActions onCancel={onClose} pending={move.isPending} pendingLabel="Moving...">
          Move session
        </FormActions>
      </form>
    </Modal>
  );
}

import { COACH_LIMITS } from "@contract/incubator/coaching";
import { sessionRevisionRequestSchema } from "@contract/sessions/coach";
import { characterCount } from "@contract/text";
import { useState, type FormEvent } from "react";
import { FormActions } from "@/components/form-actions";
import { Modal } from "@/components/modal";
import { notify } from "@/components/notify";
import { SelectField } from "@/components/select-field";
import { TextAreaField } from "@/components/text-area-field";
import { errorMessage } from "@/lib/api-client";
import { apiFieldErrors, fieldErrors } from "@/lib/form-errors";
import { useRequestRevision } from "../api/request-revision";

interface RevisionDialogProps {
  sessionId: string;
  /** The steps whose attempt stands passed (`revisableSteps`). */
  steps: readonly { id: string; title: string; phaseTitle: string }[];
  onClose: () => void;
}

/** Asks the learner to revise a passed step, as coach review does: the step stays complete and its answer on the plan. */
export function RevisionDialog({ sessionId, steps, onClose }: RevisionDialogProps) {
  const [stepId, setStepId] = useState(steps[0]?.id ?? "");
  const [note, setNote] = useState("");
  const [problems, setProblems] = useState<Partial<Record<string, string>>>({});
  const request = useRequestRevision(sessionId);
  const server = apiFieldErrors(request.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = sessionRevisionRequestSchema.safeParse({ stepId, note });
    if (!parsed.success) return setProblems(fieldErrors(parsed.error.issues));
    setProblems({});
    request.mutate(parsed.data, {
      onSuccess: (step) => {
        notify.success("Revision requested", `${step.title} stays complete; the learner sees your note.`);
        onClose();
      },
    });
  };

  return (
    <Modal open title="Ask for a revision" onClose={onClose} className="max-w-lg">
      <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
        <p className="text-sm text-base-content/80">
          The step stays complete and its answer stays on the plan. Your note shows beside it until the learner passes a
          new answer.
        </p>
        <SelectField
          label="Step"
          value={stepId}
          onChange={(event) => setStepId(event.target.value)}
          options={steps.map((step) => ({ value: step.id, label: `${step.phaseTitle}: ${step.title}` }))}
          error={problems.stepId ?? server.stepId}
        />
        <TextAreaField
          label="What to revise"
          rows={5}
          required
          value={note}
          onChange={(event) => setNote(event.target.value)}
          hint={`${characterCount(note.trim())}/${COACH_LIMITS.reasonChars} characters`}
          error={problems.note ?? server.note}
        />
        {request.isError && !server.note && !server.stepId && (
          <p role="alert" className="alert alert-error alert-soft text-sm">
            {errorMessage(request.error, "The revision could not be requested. Please try again.")}
          </p>
        )}
        <FormActions onCancel={onClose} pending={request.isPending} pendingLabel="Sending...">
          Ask for a revision
        </FormActions>
      </form>
    </Modal>
  );
}

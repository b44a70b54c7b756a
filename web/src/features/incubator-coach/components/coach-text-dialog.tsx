import { characterCount } from "@contract/text";
import { useState, type FormEvent, type ReactNode } from "react";
import { FormActions } from "@/components/form-actions";
import { Modal } from "@/components/modal";
import { TextAreaField } from "@/components/text-area-field";
import { errorMessage } from "@/lib/api-client";
import { apiFieldErrors } from "@/lib/form-errors";

interface CoachTextDialogProps {
  title: string;
  /** What the text does, above the field. */
  intro: ReactNode;
  label: string;
  /** The field's key in the request body, under which the server's message for it comes ("text", "reason"). */
  field: string;
  max: number;
  initial?: string;
  submitLabel: string;
  /** The field's message when the text breaks the contract's rule, or null. */
  check: (text: string) => string | null;
  /** The call under way and its failure. */
  pending: boolean;
  error: Error | null;
  onSubmit: (text: string) => void;
  onClose: () => void;
}

/**
 * A coach's dialog with one text to write (a note, a reason): checked as the server checks it,
 * the server's refusal (a 409's message) shown in the dialog, which stays open to try again.
 */
export function CoachTextDialog(props: CoachTextDialogProps) {
  const [text, setText] = useState(props.initial ?? "");
  const [clientError, setClientError] = useState<string | null>(null);
  const serverFieldError = apiFieldErrors(props.error)[props.field];
  const failure = props.error && !serverFieldError ? errorMessage(props.error, "Please try again.") : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = props.check(text);
    setClientError(problem);
    if (!problem) props.onSubmit(text);
  };

  return (
    <Modal open title={props.title} onClose={props.onClose} className="max-w-lg">
      <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
        <div className="text-sm text-base-content/80">{props.intro}</div>
        <TextAreaField
          label={props.label}
          rows={5}
          required
          value={text}
          onChange={(event) => setText(event.target.value)}
          hint={`${characterCount(text.trim())}/${props.max} characters`}
          error={clientError ?? serverFieldError}
        />
        {failure && (
          <p role="alert" className="alert alert-error alert-soft text-sm">
            {failure}
          </p>
        )}
        <FormActions onCancel={props.onClose} pending={props.pending}>
          {props.submitLabel}
        </FormActions>
      </form>
    </Modal>
  );
}

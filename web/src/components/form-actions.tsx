import type { ReactNode } from "react";
import { SubmitButton } from "./submit-button";

interface FormActionsProps {
  onCancel: () => void;
  /** The form's call is under way (SubmitButton). */
  pending: boolean;
  /** The submit button's label while the call is under way; "Saving..." unless told. */
  pendingLabel?: string;
  /** The submit button disabled for another reason (the form is not complete). */
  disabled?: boolean;
  /** The row's daisyUI class and spacing: a dialog's actions by default, or a card's. */
  className?: string;
  /** The submit button's label; "Save Changes" unless told. */
  children?: ReactNode;
}

/** An editing form's last row: Cancel, then its submit button. */
export function FormActions({
  onCancel,
  pending,
  pendingLabel = "Saving...",
  disabled,
  className = "modal-action",
  children = "Save Changes",
}: FormActionsProps) {
  return (
    <div className={className}>
      <button type="button" className="btn btn-ghost" onClick={onCancel}>
        Cancel
      </button>
      <SubmitButton pending={pending} pendingLabel={pendingLabel} disabled={disabled}>
        {children}
      </SubmitButton>
    </div>
  );
}

import type { ReactNode } from "react";

interface SubmitButtonProps {
  /** The form's call is under way: the button is disabled and says so. */
  pending: boolean;
  /** Shown instead of the label while pending ("Saving..."); without it a spinner precedes the label. */
  pendingLabel?: string;
  /** The button's daisyUI look and spacing. */
  className?: string;
  /** Disabled for another reason (e.g. the form is not complete). */
  disabled?: boolean;
  children: ReactNode;
}

/** A form's submit button that shows the form's call in progress. */
export function SubmitButton({
  pending,
  pendingLabel,
  className = "btn-primary",
  disabled = false,
  children,
}: SubmitButtonProps) {
  return (
    <button type="submit" className={`btn ${className}`} disabled={pending || disabled}>
      {pending && !pendingLabel && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}

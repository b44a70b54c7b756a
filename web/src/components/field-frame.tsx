import { useId, type ReactNode } from "react";

export interface FieldFrameProps {
  label: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
}

/** The ids and ARIA attributes that tie a form control to its label, hint and error. */
export function useFieldIds({ hint, error }: Pick<FieldFrameProps, "hint" | "error">) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return { id, control: { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy } } as const;
}

/** A labelled form field (daisyUI fieldset): the label above the control, the hint and the error below it. */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  className = "",
  children,
}: FieldFrameProps & { id: string; children: ReactNode }) {
  return (
    <fieldset className={`fieldset ${className}`}>
      <label className="fieldset-legend" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="label whitespace-normal text-base-content/70">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="label whitespace-normal text-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

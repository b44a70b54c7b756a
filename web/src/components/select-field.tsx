import type { ReactNode, SelectHTMLAttributes } from "react";
import { FieldFrame, useFieldIds } from "./field-frame";

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly { value: string; label: string }[];
  /** A first, empty choice (e.g. 'Select a pillar'); it cannot be chosen again once something is. */
  placeholder?: string;
  hint?: ReactNode;
  error?: string;
}

/** A native select with its label, hint and error (so arrow keys and screen readers work as usual). */
export function SelectField({ label, options, placeholder, hint, error, className = "", ...select }: SelectFieldProps) {
  const { id, control } = useFieldIds({ hint, error });
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <select className={`select w-full ${error ? "select-error" : ""}`} {...control} {...select}>
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

import type { InputHTMLAttributes, ReactNode } from "react";
import { FieldFrame, useFieldIds } from "./field-frame";

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: ReactNode;
  error?: string;
}

export function TextField({ label, hint, error, className = "", ...input }: TextFieldProps) {
  const { id, control } = useFieldIds({ hint, error });
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <input className={`input w-full ${error ? "input-error" : ""}`} {...control} {...input} />
    </FieldFrame>
  );
}

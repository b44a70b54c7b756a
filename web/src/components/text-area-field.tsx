import type { ReactNode, TextareaHTMLAttributes } from "react";
import { FieldFrame, useFieldIds } from "./field-frame";

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hint?: ReactNode;
  error?: string;
}

export function TextAreaField({ label, hint, error, className = "", ...textarea }: TextAreaFieldProps) {
  const { id, control } = useFieldIds({ hint, error });
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <textarea className={`textarea w-full ${error ? "textarea-error" : ""}`} {...control} {...textarea} />
    </FieldFrame>
  );
}

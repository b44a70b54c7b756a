import { TextField, type TextFieldProps } from "./text-field";

/** The fields a person signs in with: required, typed and marked for browsers and password managers. */
interface CredentialFieldProps extends Omit<TextFieldProps, "type" | "autoComplete" | "onChange"> {
  onValueChange: (value: string) => void;
}

export function EmailField({ onValueChange, ...field }: CredentialFieldProps) {
  return (
    <TextField
      type="email"
      autoComplete="email"
      required
      onChange={(event) => onValueChange(event.target.value)}
      {...field}
    />
  );
}

export function PasswordField({
  purpose = "current",
  onValueChange,
  ...field
}: CredentialFieldProps & {
  /** "new" for a password being chosen, so password managers offer to generate and save one. */
  purpose?: "current" | "new";
}) {
  return (
    <TextField
      type="password"
      autoComplete={`${purpose}-password`}
      required
      onChange={(event) => onValueChange(event.target.value)}
      {...field}
    />
  );
}

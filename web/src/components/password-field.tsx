import { TextField, type TextFieldProps } from "./text-field";

interface PasswordFieldProps extends Omit<TextFieldProps, "type" | "autoComplete" | "onChange"> {
  /** "new" for a password being chosen, so password managers offer to generate and save one. */
  purpose?: "current" | "new";
  onValueChange: (value: string) => void;
}

/** A required password input with its label (hint and error as in TextField). */
export function PasswordField({ purpose = "current", onValueChange, ...field }: PasswordFieldProps) {
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

import { PASSWORD_HINT, registerRequestSchema } from "@contract/auth";
import { useState, type FormEvent } from "react";
import { SubmitButton } from "@/components/submit-button";
import { TextField } from "@/components/text-field";
import { ApiRequestError } from "@/lib/api-client";
import { apiFieldErrors, fieldErrors, type FieldErrors } from "@/lib/form-errors";
import { notify } from "@/components/notify";
import { useRegister } from "../api/register";

type Field = "name" | "email" | "username" | "password";
const EMPTY = { name: "", email: "", username: "", password: "" };

export function SignUpForm() {
  const register = useRegister();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    required: true,
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The same rules as the server, so most mistakes are caught before a round trip.
    const parsed = registerRequestSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    register.mutate(parsed.data, {
      onError: (error) => {
        if (!(error instanceof ApiRequestError) || !error.body) {
          notify.error("Registration failed", "Something went wrong");
          return;
        }
        if (error.body.errors) setErrors(apiFieldErrors(error));
        notify.error("Registration failed", error.body.errors?.[0]?.message ?? error.body.message);
      },
    });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-1" aria-label="Sign up" noValidate>
      <TextField label="Full name" autoComplete="name" {...field("name")} />
      <TextField label="Email" type="email" autoComplete="email" {...field("email")} />
      <TextField
        label="Username"
        autoComplete="username"
        hint="3-30 letters, digits, '_', '.' or '-'"
        {...field("username")}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        {...field("password")}
      />
      <SubmitButton pending={register.isPending} className="btn-primary mt-3">
        Create Account
      </SubmitButton>
    </form>
  );
}

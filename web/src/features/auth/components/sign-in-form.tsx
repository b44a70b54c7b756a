import { useState, type FormEvent } from "react";
import { PasswordField } from "@/components/credential-fields";
import { SubmitButton } from "@/components/submit-button";
import { TextField } from "@/components/text-field";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { notify } from "@/components/notify";
import { useLogin } from "../api/login";
import { ForgotPasswordDialog } from "./forgot-password-dialog";

export function SignInForm() {
  const login = useLogin();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [forgotOpen, setForgotOpen] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate(
      { username: username.trim(), password },
      {
        onError: (error) =>
          notify.error(
            "Login failed",
            error instanceof ApiRequestError
              ? errorMessage(error, "Invalid username or password")
              : "Something went wrong",
          ),
      },
    );
  };

  return (
    <>
      <form onSubmit={submit} className="flex flex-col gap-2" aria-label="Sign in">
        <TextField
          label="Username or email"
          name="username"
          autoComplete="username"
          required
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <PasswordField label="Password" name="password" value={password} onValueChange={setPassword} />
        <button type="button" className="link link-hover self-end text-sm" onClick={() => setForgotOpen(true)}>
          Forgot Password?
        </button>
        <SubmitButton pending={login.isPending} className="btn-primary mt-2">
          Sign In
        </SubmitButton>
      </form>
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </>
  );
}

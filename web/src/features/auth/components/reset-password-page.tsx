import { PASSWORD_HINT, passwordSchema } from "@contract/auth";
import { useEffect, useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { Brand } from "@/components/brand";
import { TextField } from "@/components/text-field";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { apiFieldErrors } from "@/lib/form-errors";
import { notify } from "@/lib/notify";
import { routePaths } from "@/lib/route-paths";
import { useResetPassword } from "../api/reset-password";
import { ForgotPasswordDialog } from "./forgot-password-dialog";

const REDIRECT_MS = 3000;

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string>();
  const [forgotOpen, setForgotOpen] = useState(false);
  // A 400 that names no field is the link itself (unknown, used or expired): say so on the page.
  const linkRefused =
    reset.error instanceof ApiRequestError && reset.error.status === 400 && !apiFieldErrors(reset.error).newPassword;

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = setTimeout(() => navigate(routePaths.home, { replace: true }), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirm) {
      notify.error("Passwords don't match", "Please make sure both passwords are the same");
      return;
    }
    const strength = passwordSchema.safeParse(password);
    if (!strength.success) {
      setError(strength.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    reset.mutate(
      { token: token ?? "", newPassword: password },
      { onError: (failure) => notify.error("Reset failed", errorMessage(failure, "Something went wrong")) },
    );
  };

  return (
    <main className="flex min-h-dvh items-center justify-center bg-base-200 px-4 py-8">
      <div className="card w-full max-w-md bg-base-100 shadow-md">
        <div className="card-body gap-4">
          <Brand />
          {!token ? (
            <>
              <h1 className="card-title text-2xl">Invalid Reset Link</h1>
              <p>This link has no reset token. Ask for a new link from the sign-in page.</p>
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => navigate(routePaths.home, { replace: true })}
              >
                Back to Sign In
              </button>
            </>
          ) : linkRefused ? (
            <>
              <h1 className="card-title text-2xl">Reset Link Expired</h1>
              <p>{errorMessage(reset.error, "This reset link is invalid or has expired.")}</p>
              <button type="button" className="btn btn-primary" onClick={() => setForgotOpen(true)}>
                Request a New Link
              </button>
              <button
                type="button"
                className="btn btn-ghost"
                onClick={() => navigate(routePaths.home, { replace: true })}
              >
                Back to Sign In
              </button>
              <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
            </>
          ) : reset.isSuccess ? (
            <>
              <h1 className="card-title text-2xl">Password Reset Successful!</h1>
              <p>You can now sign in with your new password. Taking you to sign in…</p>
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => navigate(routePaths.home, { replace: true })}
              >
                Go to Sign In
              </button>
            </>
          ) : (
            <form onSubmit={submit} className="flex flex-col gap-2">
              <h1 className="card-title text-2xl">Reset Your Password</h1>
              <TextField
                label="New Password"
                type="password"
                name="newPassword"
                autoComplete="new-password"
                required
                hint={PASSWORD_HINT}
                error={error}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
              <TextField
                label="Confirm New Password"
                type="password"
                name="confirmPassword"
                autoComplete="new-password"
                required
                value={confirm}
                onChange={(event) => setConfirm(event.target.value)}
              />
              <button type="submit" className="btn btn-primary mt-2" disabled={reset.isPending}>
                {reset.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
                Reset Password
              </button>
            </form>
          )}
        </div>
      </div>
    </main>
  );
}

import { PASSWORD_HINT, passwordSchema } from "@contract/auth";
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { Brand } from "@/components/brand";
import { PasswordField } from "@/components/credential-fields";
import { SubmitButton } from "@/components/submit-button";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { apiFieldErrors } from "@/lib/form-errors";
import { notify } from "@/components/notify";
import { routePaths } from "@/lib/route-paths";
import { useResetPassword } from "../api/reset-password";
import { ForgotPasswordDialog } from "./forgot-password-dialog";

const REDIRECT_MS = 3000;

/** Where the page ends without its form: what happened, and the way back to sign in. */
function Outcome({
  title,
  action,
  onAction,
  children,
}: {
  title: string;
  action: string;
  onAction: () => void;
  children: ReactNode;
}) {
  return (
    <>
      <h1 className="card-title text-2xl">{title}</h1>
      <p>{children}</p>
      <button type="button" className="btn btn-primary" onClick={onAction}>
        {action}
      </button>
    </>
  );
}

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

  const toSignIn = () => navigate(routePaths.home, { replace: true });

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
            <Outcome title="Invalid Reset Link" action="Back to Sign In" onAction={toSignIn}>
              This link has no reset token. Ask for a new link from the sign-in page.
            </Outcome>
          ) : linkRefused ? (
            <>
              <Outcome title="Reset Link Expired" action="Request a New Link" onAction={() => setForgotOpen(true)}>
                {errorMessage(reset.error, "This reset link is invalid or has expired.")}
              </Outcome>
              <button type="button" className="btn btn-ghost" onClick={toSignIn}>
                Back to Sign In
              </button>
              <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
            </>
          ) : reset.isSuccess ? (
            <Outcome title="Password Reset Successful!" action="Go to Sign In" onAction={toSignIn}>
              You can now sign in with your new password. Taking you to sign in…
            </Outcome>
          ) : (
            <form onSubmit={submit} className="flex flex-col gap-2">
              <h1 className="card-title text-2xl">Reset Your Password</h1>
              <PasswordField
                label="New Password"
                purpose="new"
                name="newPassword"
                hint={PASSWORD_HINT}
                error={error}
                value={password}
                onValueChange={setPassword}
              />
              <PasswordField
                label="Confirm New Password"
                purpose="new"
                name="confirmPassword"
                value={confirm}
                onValueChange={setConfirm}
              />
              <SubmitButton pending={reset.isPending} className="btn-primary mt-2">
                Reset Password
              </SubmitButton>
            </form>
          )}
        </div>
      </div>
    </main>
  );
}

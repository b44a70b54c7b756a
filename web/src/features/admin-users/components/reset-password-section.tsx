import { PASSWORD_HINT, PASSWORD_MIN_LENGTH } from "@contract/auth";
import { useState, type FormEvent } from "react";
import { PasswordField } from "@/components/credential-fields";
import { SubmitButton } from "@/components/submit-button";
import { errorMessage } from "@/lib/api-client";
import { apiFieldErrors } from "@/lib/form-errors";
import { notify } from "@/components/notify";
import { useResetUserPassword } from "../api/reset-user-password";

/** The Edit User dialog's admin password reset: the user signs in with it, their other sessions end. */
export function ResetPasswordSection({ userId, username }: { userId: string; username: string }) {
  const [password, setPassword] = useState("");
  const reset = useResetUserPassword(userId);
  // The confirm button waits for a non-blank password of the contract's least length.
  const ready = password.trim() !== "" && password.length >= PASSWORD_MIN_LENGTH;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    reset.mutate(password, {
      onSuccess: () => {
        setPassword("");
        notify.success("Password reset successfully");
      },
      onError: (error) => notify.error(errorMessage(error, "Failed to reset password")),
    });
  };

  return (
    <form onSubmit={submit} className="border-base-300 mt-4 flex flex-col gap-1 border-t pt-4" noValidate>
      <h3 className="font-semibold">Reset Password</h3>
      <p className="text-base-content/75 text-sm">Set a new password for {username}. Their other sessions end.</p>
      <PasswordField
        label="New password"
        purpose="new"
        placeholder={`Enter new password (min ${PASSWORD_MIN_LENGTH} characters)`}
        hint={PASSWORD_HINT}
        value={password}
        onValueChange={setPassword}
        error={apiFieldErrors(reset.error).newPassword}
      />
      <SubmitButton
        pending={reset.isPending}
        pendingLabel="Resetting..."
        className="btn-warning mt-2"
        disabled={!ready}
      >
        Reset Password
      </SubmitButton>
    </form>
  );
}

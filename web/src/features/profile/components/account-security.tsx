import { PASSWORD_HINT, passwordSchema } from "@contract/auth";
import { useState, type FormEvent } from "react";
import { Modal } from "@/components/modal";
import { EmailField, PasswordField } from "@/components/credential-fields";
import { SectionCard } from "@/components/section-card";
import { SubmitButton } from "@/components/submit-button";
import { errorMessage } from "@/lib/api-client";
import { apiFieldErrors } from "@/lib/form-errors";
import { notify } from "@/components/notify";
import { useChangeEmail } from "../api/change-email";
import { useChangePassword } from "../api/change-password";

/** Both changes are confirmed with the current password; a wrong one comes back as the API's field error. */
function CurrentPasswordField({
  value,
  onValueChange,
  failure,
}: {
  value: string;
  onValueChange: (value: string) => void;
  failure: unknown;
}) {
  return (
    <PasswordField
      label="Current password"
      value={value}
      onValueChange={onValueChange}
      error={apiFieldErrors(failure).currentPassword}
    />
  );
}

function ChangeEmailForm({ onDone }: { onDone: () => void }) {
  const [newEmail, setNewEmail] = useState("");
  const [currentPassword, setCurrentPassword] = useState("");
  const change = useChangeEmail();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { newEmail, currentPassword },
      {
        onSuccess: (user) => {
          notify.success("Email Changed", `You now sign in with ${user.email}.`);
          onDone();
        },
        onError: (error) => notify.error("Email Not Changed", errorMessage(error, "Something went wrong")),
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-1">
      <EmailField
        label="New email"
        value={newEmail}
        onValueChange={setNewEmail}
        error={apiFieldErrors(change.error).newEmail}
      />
      <CurrentPasswordField value={currentPassword} onValueChange={setCurrentPassword} failure={change.error} />
      <SubmitButton pending={change.isPending} pendingLabel="Saving..." className="btn-primary mt-3">
        Change Email
      </SubmitButton>
    </form>
  );
}

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const [currentPassword, setCurrentPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [touched, setTouched] = useState(false);
  const change = useChangePassword();
  const weak = passwordSchema.safeParse(newPassword).success ? undefined : PASSWORD_HINT;
  const mismatch = confirm !== newPassword ? "Passwords don't match" : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (weak || mismatch) return;
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          notify.success("Password Changed", "You were signed out everywhere else.");
          onDone();
        },
        onError: (error) => notify.error("Password Not Changed", errorMessage(error, "Something went wrong")),
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-1" noValidate>
      <CurrentPasswordField value={currentPassword} onValueChange={setCurrentPassword} failure={change.error} />
      <PasswordField
        label="New password"
        purpose="new"
        value={newPassword}
        onValueChange={setNewPassword}
        hint={touched && weak ? undefined : PASSWORD_HINT}
        error={(touched && weak) || apiFieldErrors(change.error).newPassword}
      />
      <PasswordField
        label="Confirm new password"
        purpose="new"
        value={confirm}
        onValueChange={setConfirm}
        error={touched ? mismatch : undefined}
      />
      <SubmitButton pending={change.isPending} pendingLabel="Saving..." className="btn-primary mt-3">
        Change Password
      </SubmitButton>
    </form>
  );
}

export function AccountSecurity() {
  const [open, setOpen] = useState<"email" | "password" | null>(null);
  const close = () => setOpen(null);
  return (
    <SectionCard title="Account Security">
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-outline" onClick={() => setOpen("email")}>
          Change Email
        </button>
        <button type="button" className="btn btn-outline" onClick={() => setOpen("password")}>
          Change Password
        </button>
      </div>
      <Modal open={open === "email"} onClose={close} title="Change Email">
        <ChangeEmailForm onDone={close} />
      </Modal>
      <Modal open={open === "password"} onClose={close} title="Change Password">
        <ChangePasswordForm onDone={close} />
      </Modal>
    </SectionCard>
  );
}

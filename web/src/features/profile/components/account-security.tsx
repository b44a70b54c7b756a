import { PASSWORD_HINT, passwordSchema } from "@contract/auth";
import { useState, type FormEvent } from "react";
import { Modal } from "@/components/modal";
import { SectionCard } from "@/components/section-card";
import { TextField } from "@/components/text-field";
import { errorMessage } from "@/lib/api-client";
import { apiFieldErrors } from "@/lib/form-errors";
import { notify } from "@/lib/notify";
import { useChangeEmail } from "../api/change-email";
import { useChangePassword } from "../api/change-password";

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
      <TextField
        label="New email"
        type="email"
        autoComplete="email"
        required
        value={newEmail}
        onChange={(e) => setNewEmail(e.target.value)}
        error={apiFieldErrors(change.error).newEmail}
      />
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        value={currentPassword}
        onChange={(e) => setCurrentPassword(e.target.value)}
        error={apiFieldErrors(change.error).currentPassword}
      />
      <button type="submit" className="btn btn-primary mt-3" disabled={change.isPending}>
        {change.isPending ? "Saving..." : "Change Email"}
      </button>
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
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        value={currentPassword}
        onChange={(e) => setCurrentPassword(e.target.value)}
        error={apiFieldErrors(change.error).currentPassword}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        value={newPassword}
        onChange={(e) => setNewPassword(e.target.value)}
        hint={touched && weak ? undefined : PASSWORD_HINT}
        error={(touched && weak) || apiFieldErrors(change.error).newPassword}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={touched ? mismatch : undefined}
      />
      <button type="submit" className="btn btn-primary mt-3" disabled={change.isPending}>
        {change.isPending ? "Saving..." : "Change Password"}
      </button>
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

import { useState, type FormEvent } from "react";
import { Modal } from "@/components/modal";
import { PasswordField } from "@/components/credential-fields";
import { SectionCard } from "@/components/section-card";
import { SubmitButton } from "@/components/submit-button";
import { TextField } from "@/components/text-field";
import { errorMessage } from "@/lib/api-client";
import { apiFieldErrors } from "@/lib/form-errors";
import { notify } from "@/components/notify";
import { useDeleteAccount } from "../api/delete-account";

export const CONFIRM_WORD = "DELETE";

function DeleteAccountForm() {
  const [typed, setTyped] = useState("");
  const [password, setPassword] = useState("");
  const remove = useDeleteAccount();
  // A wrong password shows on its field, any other failure above the button: both inside the dialog.
  const passwordError = apiFieldErrors(remove.error).password;
  const otherError =
    remove.error && !passwordError ? errorMessage(remove.error, "Unable to delete your account.") : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate(password, {
      onError: (error) => notify.error("Delete Failed", errorMessage(error, "Unable to delete your account.")),
    });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-1">
      <p>
        This permanently deletes your account, your assessment, learning paths, chats and messages. It cannot be undone.
      </p>
      <TextField
        label={`Type ${CONFIRM_WORD} to confirm`}
        autoComplete="off"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
      />
      <PasswordField
        label="Your password"
        required={false}
        value={password}
        onValueChange={setPassword}
        error={passwordError}
      />
      {otherError && (
        <p role="alert" className="mt-2 text-sm text-error">
          {otherError}
        </p>
      )}
      <SubmitButton
        pending={remove.isPending}
        pendingLabel="Deleting..."
        className="btn-error mt-3"
        disabled={typed !== CONFIRM_WORD || !password}
      >
        Delete My Account
      </SubmitButton>
    </form>
  );
}

export function DangerZone() {
  const [open, setOpen] = useState(false);
  return (
    <SectionCard variant="danger" title="Danger Zone">
      <p className="text-sm text-base-content/75">Delete your account and all of your data.</p>
      <button type="button" className="btn btn-error btn-outline self-start" onClick={() => setOpen(true)}>
        Delete Account
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Delete Account">
        <DeleteAccountForm />
      </Modal>
    </SectionCard>
  );
}

import { useState, type FormEvent } from "react";
import { EmailField } from "@/components/credential-fields";
import { Modal } from "@/components/modal";
import { SubmitButton } from "@/components/submit-button";
import { errorMessage } from "@/lib/api-client";
import { notify } from "@/components/notify";
import { useForgotPassword } from "../api/forgot-password";

export function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const forgot = useForgotPassword();
  const [email, setEmail] = useState("");
  const [sent, setSent] = useState(false);

  // Closing resets the dialog to its form.
  const close = () => {
    setEmail("");
    setSent(false);
    forgot.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    forgot.mutate(email.trim(), {
      onSuccess: (result) => {
        setSent(true);
        notify.success("Email sent", result.message);
      },
      onError: (error) => notify.error("Error", errorMessage(error, "Something went wrong")),
    });
  };

  return (
    <Modal open={open} onClose={close} title={sent ? "Check Your Email" : "Forgot Password?"}>
      {sent ? (
        <div className="flex flex-col gap-4">
          <p>
            If an account exists for <strong>{email}</strong>, a link to reset your password is on its way. The link
            works once and expires in 1 hour.
          </p>
          <button type="button" className="btn btn-primary" onClick={close}>
            Back to Sign In
          </button>
        </div>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-3">
          <p className="text-base-content/80">Enter the email of your account and we will send you a reset link.</p>
          <EmailField label="Email" name="email" value={email} onValueChange={setEmail} />
          <SubmitButton pending={forgot.isPending}>Send Reset Link</SubmitButton>
        </form>
      )}
    </Modal>
  );
}

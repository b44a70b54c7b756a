import type { NotificationSettings } from "@contract/email";
import { notify } from "@/components/notify";
import { errorMessage } from "@/lib/api-client";
import { useSendVerification } from "../api/send-verification";

/** Whether email reaches the learner's address, and the way to verify it when it does not. */
export function AddressStatus({ email, address }: Pick<NotificationSettings, "email" | "address">) {
  const send = useSendVerification();
  // Long addresses break anywhere rather than widen the card past a 320 px screen.
  const where = <strong className="break-all">{email}</strong>;
  if (address === "verified")
    return (
      <p className="flex flex-wrap items-center gap-2">
        <span>Email goes to {where}.</span>
        <span className="badge badge-success">Verified</span>
      </p>
    );
  const sendAgain = () =>
    send.mutate(undefined, {
      onSuccess: ({ message }) => notify.success(message),
      // A 429 says when to try again: its message is the one to show.
      onError: (error) => notify.error(errorMessage(error, "Unable to send the link. Please try again.")),
    });
  return (
    <div className="flex flex-col items-start gap-2">
      <p>
        {address === "rejected" ? (
          <>Email to {where} stopped: the address refused our messages. Verify it again to restart them.</>
        ) : (
          <>Verify {where} to get emails from your coach.</>
        )}
      </p>
      <button type="button" className="btn btn-outline btn-sm" onClick={sendAgain} disabled={send.isPending}>
        {send.isPending ? "Sending..." : "Send the link again"}
      </button>
    </div>
  );
}

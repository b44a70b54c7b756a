import type { AttemptCoaching } from "@contract/incubator/coaching";
import { errorMessage } from "@/lib/api-client";
import { notify } from "@/components/notify";
import { useAskForReview } from "../api/ask-for-review";

/**
 * "Ask my coach to review" a failed attempt (once each), or where that request stands. A person
 * reads it: the verdict may be set right, or a note may come back.
 */
export function AskCoachButton({
  stepId,
  attemptId,
  coaching,
}: {
  stepId: string;
  attemptId: string;
  coaching: AttemptCoaching;
}) {
  const ask = useAskForReview(stepId);
  if (coaching.review?.kind === "dispute")
    return (
      <p className="text-sm text-base-content/80">
        {coaching.review.open ? "Your coach will review this attempt." : "Your coach has reviewed this attempt."}
      </p>
    );
  if (!coaching.canAskForReview) return null;
  return (
    <button
      type="button"
      className="btn btn-outline btn-sm self-start"
      disabled={ask.isPending}
      onClick={() =>
        ask.mutate(attemptId, {
          onSuccess: () => notify.success("Sent to your coach", "You will find their answer on this step."),
          onError: (error) => notify.error("Could not ask your coach", errorMessage(error, "Please try again.")),
        })
      }
    >
      {ask.isPending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
      Ask my coach to review
    </button>
  );
}

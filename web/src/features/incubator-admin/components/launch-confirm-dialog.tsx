import { ConfirmDialog } from "@/components/confirm-dialog";

interface LaunchConfirmDialogProps {
  /** What the admin is about to do: open the Incubator to learners (true) or close it (false). */
  opening: boolean | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before the Incubator opens to learners or closes again: either reaches every learner within a minute. */
export function LaunchConfirmDialog({ opening, busy, onConfirm, onCancel }: LaunchConfirmDialogProps) {
  return (
    <ConfirmDialog
      open={opening !== null}
      title={opening ? "Open the Incubator to learners?" : "Close the Incubator to learners?"}
      confirmLabel={opening ? "Open the Incubator" : "Close the Incubator"}
      busyLabel={opening ? "Opening..." : "Closing..."}
      busy={busy}
      tone={opening ? "primary" : "error"}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {opening ? (
        <p>
          Within a minute, every signed-in learner can work through the roadmap, have their answers evaluated by the AI,
          earn badges and build their business plan.
        </p>
      ) : (
        <p>
          Within a minute, learners see &lsquo;Incubator Coming Soon&rsquo; again. Their answers, XP and badges are kept
          for when it reopens.
        </p>
      )}
    </ConfirmDialog>
  );
}

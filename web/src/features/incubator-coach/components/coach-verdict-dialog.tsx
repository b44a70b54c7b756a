import { COACH_LIMITS, type CoachAction } from "@contract/incubator/coaching";
import { coachVerdictRequestSchema, type CoachedAttempt } from "@contract/incubator/coach";
import { notify } from "@/components/notify";
import { useSetAttemptVerdict } from "../api/set-attempt-verdict";
import { CoachTextDialog } from "./coach-text-dialog";

const WORDING: Record<CoachAction, { title: string; intro: string; submit: string; done: string }> = {
  pass: {
    title: "Pass this attempt",
    intro:
      "The attempt counts as passed, as if the AI had passed it; the AI's verdict is kept beside yours. The learner reads your reason.",
    submit: "Pass the attempt",
    done: "Attempt passed",
  },
  revise: {
    title: "Ask for a revision",
    intro: "The learner is asked to improve this answer: their plan shows your reason until a new answer passes.",
    submit: "Ask for a revision",
    done: "Revision requested",
  },
};

/** A coach's pass of a failed attempt, or request to revise a passed one: a reason is required. */
export function CoachVerdictDialog({
  learnerId,
  attempt,
  action,
  onClose,
}: {
  learnerId: string;
  attempt: CoachedAttempt;
  action: CoachAction;
  onClose: () => void;
}) {
  const verdict = useSetAttemptVerdict(learnerId);
  const wording = WORDING[action];
  return (
    <CoachTextDialog
      title={wording.title}
      intro={wording.intro}
      label="Reason"
      field="reason"
      max={COACH_LIMITS.reasonChars}
      submitLabel={wording.submit}
      check={(reason) => {
        const parsed = coachVerdictRequestSchema.safeParse({ action, reason });
        return parsed.success ? null : (parsed.error.issues[0]?.message ?? "Give a reason");
      }}
      pending={verdict.isPending}
      error={verdict.error}
      onSubmit={(reason) =>
        verdict.mutate(
          { attemptId: attempt.id, body: { action, reason } },
          {
            onSuccess: () => {
              notify.success(wording.done);
              onClose();
            },
          },
        )
      }
      onClose={onClose}
    />
  );
}

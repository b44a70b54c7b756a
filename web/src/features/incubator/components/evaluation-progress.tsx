import type { EvaluationResult } from "@contract/incubator/learner";
import type { SubmitStage } from "../hooks/use-submit-answer";

const TEXT = { saving: "Saving your answer...", evaluating: "Your sensei is reviewing your answer..." } as const;

/**
 * The live region of a submission: each stage while it runs, then the outcome, so screen readers
 * hear the result without hunting for the feedback panel.
 */
export function EvaluationProgress({ stage, result }: { stage: SubmitStage; result: EvaluationResult | null }) {
  return (
    <div role="status" aria-live="polite">
      {stage !== "idle" ? (
        <div className="grid gap-2 rounded-box bg-base-200 p-3">
          <p className="text-sm font-medium">{TEXT[stage]}</p>
          <progress
            className="progress progress-primary w-full"
            aria-label={TEXT[stage]}
            {...(stage === "saving" ? { value: 25, max: 100 } : {})}
          />
        </div>
      ) : (
        result && (
          <p className="sr-only">
            {result.passed ? "Passed!" : "Keep Improving."} Score: {result.score}/100. The feedback follows.
          </p>
        )
      )}
    </div>
  );
}

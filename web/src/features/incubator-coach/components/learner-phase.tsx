import type { LearnerIncubator } from "@contract/incubator/coach";
import { useId } from "react";
import { StepStatusBadge } from "@/components/step-status-badge";
import { REVIEW_KIND_LABEL } from "../coach-review";

type Phase = LearnerIncubator["phases"][number];

/** A phase of the learner's roadmap: each step with its status, best score, attempts and what waits for a coach. */
export function LearnerPhase({
  phase,
  chosenStep,
  onChoose,
}: {
  phase: Phase;
  chosenStep: string | null;
  onChoose: (stepId: string) => void;
}) {
  const headingId = useId();
  return (
    // A group, not a region: the plan below has a region of the same name.
    <div role="group" aria-labelledby={headingId} className="grid grid-cols-1 gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="font-bold">
          {phase.title}
        </h3>
        {phase.badgeEarned && <span className="badge border-green-300 bg-green-100 text-green-900">Badge earned</span>}
        {!phase.unlocked && <span className="badge badge-ghost">Not open yet</span>}
      </div>
      {phase.steps.length === 0 ? (
        <p className="text-sm text-base-content/75">No active steps.</p>
      ) : (
        <ol className="grid grid-cols-1 gap-2">
          {phase.steps.map((step) => (
            <li key={step.id}>
              <button
                type="button"
                aria-current={step.id === chosenStep || undefined}
                className={`grid w-full grid-cols-1 gap-1 rounded-field border p-2 text-left hover:bg-base-200 ${step.id === chosenStep ? "border-primary bg-base-200" : "border-base-300"}`}
                onClick={() => onChoose(step.id)}
              >
                <span className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium break-words">
                    {step.order}. {step.title}
                  </span>
                  <StepStatusBadge status={step.status} />
                </span>
                <span className="flex flex-wrap items-center gap-2 text-sm text-base-content/80">
                  <span>
                    Best {step.bestScore}/100 · {step.attemptCount} attempt{step.attemptCount === 1 ? "" : "s"}
                  </span>
                  {step.openReview && (
                    <span className="badge badge-sm border-amber-300 bg-amber-100 text-amber-900">
                      Needs review · {REVIEW_KIND_LABEL[step.openReview]}
                    </span>
                  )}
                  {step.revisionRequested && (
                    <span className="badge badge-sm border-violet-300 bg-violet-100 text-violet-900">
                      Revision requested
                    </span>
                  )}
                </span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

import type { Attempt } from "@contract/incubator/learner";
import { formatDateTime } from "@contract/relative-time";
import { SectionCard } from "@/components/section-card";
import { AskCoachButton } from "./ask-coach-button";
import { CoachReview } from "./coach-feedback";
import { LateBadge } from "./phase-deadline";

/** 'Previous attempts': the latest 20 evaluations of this step, newest first, each with its answer. */
export function AttemptsList({ stepId, attempts }: { stepId: string; attempts: readonly Attempt[] }) {
  if (attempts.length === 0) return null;
  return (
    <SectionCard title="Previous attempts" variant="outlined">
      <ol className="grid gap-2">
        {attempts.map((attempt) => (
          <li key={attempt.id}>
            <details className="rounded-field border border-base-300 p-2">
              <summary className="flex cursor-pointer flex-wrap items-center justify-between gap-2 text-sm">
                <span className="flex items-center gap-2">
                  {formatDateTime(new Date(attempt.createdAt))} <LateBadge late={attempt.late} />
                </span>
                <span className="font-semibold">
                  {attempt.coaching.verdict?.action === "pass"
                    ? `Passed by your coach · AI: ${attempt.score}/100`
                    : `${attempt.score}/100 · ${attempt.passed ? "Passed" : "Not passed"}`}
                </span>
              </summary>
              <p className="mt-2 text-sm whitespace-pre-line">{attempt.normalizedText}</p>
              <p className="mt-2 text-sm text-base-content/80">{attempt.evaluation.feedback.summary}</p>
              <div className="mt-2 grid gap-2">
                <CoachReview coaching={attempt.coaching} />
                <AskCoachButton stepId={stepId} attemptId={attempt.id} coaching={attempt.coaching} />
              </div>
            </details>
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}

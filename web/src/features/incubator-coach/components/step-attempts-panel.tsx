import type { LearnerIncubator } from "@contract/incubator/coach";
import { useEffect, useId, useRef } from "react";
import { LoadMoreButton } from "@/components/load-more-button";
import { LoadingLine } from "@/components/loading-screen";
import { errorMessage } from "@/lib/api-client";
import { useStepAttempts } from "../api/list-step-attempts";
import { CoachedAttemptCard } from "./coached-attempt-card";

type Step = LearnerIncubator["phases"][number]["steps"][number];

/**
 * The chosen step's attempts, newest first, a page at a time. An attempt chosen by a review queue
 * link may sit on a later page: pages load until it shows.
 */
export function StepAttemptsPanel({
  learnerId,
  step,
  chosenAttempt,
  focusOnShow,
}: {
  learnerId: string;
  step: Step;
  chosenAttempt: string | null;
  /** The admin chose the step just now: the focus moves here (below the roadmap on phones). */
  focusOnShow: boolean;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const attempts = useStepAttempts(learnerId, step.id);
  const items = attempts.data?.pages.flatMap((page) => page.items) ?? [];
  const chosenMissing = !!chosenAttempt && attempts.isSuccess && !items.some((item) => item.id === chosenAttempt);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = attempts;

  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);
  useEffect(() => {
    if (chosenMissing && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [chosenMissing, hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <section aria-labelledby={headingId} className="card border border-base-300">
      <div className="card-body gap-3 p-4">
        <div>
          <h2 id={headingId} ref={heading} tabIndex={-1} className="card-title text-lg">
            Step {step.order}: {step.title}
          </h2>
          <p className="text-sm text-base-content/75">
            {step.attemptCount} attempt{step.attemptCount === 1 ? "" : "s"}, newest first · best score {step.bestScore}
            /100
          </p>
        </div>
        {attempts.isPending && <LoadingLine text="Loading attempts..." />}
        {attempts.isError && (
          <p role="alert" className="text-error">
            {errorMessage(attempts.error, "The attempts could not be loaded.")}
          </p>
        )}
        {attempts.isSuccess && items.length === 0 && (
          <p className="text-sm text-base-content/75">No attempts at this step yet.</p>
        )}
        {items.length > 0 && (
          <ol className="grid grid-cols-1 gap-3">
            {items.map((attempt) => (
              <li key={attempt.id}>
                <CoachedAttemptCard learnerId={learnerId} attempt={attempt} chosen={attempt.id === chosenAttempt} />
              </li>
            ))}
          </ol>
        )}
        <LoadMoreButton pages={attempts} label="Load older attempts" />
      </div>
    </section>
  );
}

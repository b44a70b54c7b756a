import { PlanAnswer } from "@/components/plan-answer";
import type { PlanSection } from "@contract/incubator/plan";
import { formatDate } from "@contract/relative-time";
import { useId } from "react";

/** A part of the learner's plan as written, or a gap, with the coach's open request to revise it. */
export function LearnerPlanSection({ section }: { section: PlanSection }) {
  const headingId = useId();
  const { answer, revisionRequest } = section;
  return (
    <section aria-labelledby={headingId} className="grid grid-cols-1 gap-1.5">
      <h4 id={headingId} className="font-semibold">
        {section.heading}
      </h4>
      {revisionRequest && (
        <p className="rounded-field border border-violet-300 bg-violet-100 p-2 text-sm text-violet-900">
          <span className="font-semibold">Revision requested ({formatDate(new Date(revisionRequest.at))}): </span>
          <span className="whitespace-pre-line">{revisionRequest.reason}</span>
        </p>
      )}
      {!answer ? (
        <p className="text-sm text-base-content/75 italic">Not written yet: "{section.stepTitle}" is not passed.</p>
      ) : (
        <PlanAnswer answer={answer} />
      )}
    </section>
  );
}

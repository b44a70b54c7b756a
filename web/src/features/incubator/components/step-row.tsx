import type { StepSummary } from "@contract/incubator/learner";
import { Link } from "react-router-dom";
import { StepStatusBadge } from "@/components/step-status-badge";
import { routePaths } from "@/lib/route-paths";

/** 'Step n: title' with its status, and its score once complete. A locked step is no link. */
export function StepRow({ phaseKey, step }: { phaseKey: string; step: StepSummary }) {
  const label = `Step ${step.order}: ${step.title}`;
  const content = (
    <>
      <span className="flex-1">
        <span className="block font-semibold">{label}</span>
        {step.status === "complete" && step.score > 0 && (
          <span className="block text-sm text-base-content/75">Score: {step.score}/100</span>
        )}
      </span>
      <StepStatusBadge status={step.status} />
    </>
  );
  if (step.status === "locked")
    return (
      <li className="flex items-center gap-3 rounded-box border border-dashed border-base-300 bg-base-200 p-4">
        {content}
      </li>
    );
  return (
    <li>
      <Link
        to={routePaths.incubatorStep(phaseKey, step.id)}
        className="flex items-center gap-3 rounded-box border border-base-300 bg-base-100 p-4 transition hover:shadow-md"
      >
        {content}
      </Link>
    </li>
  );
}

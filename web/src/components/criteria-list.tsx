import type { CriterionResult } from "@contract/incubator/common";
import { Icon, type IconName } from "./icon";

const VERDICT: Record<CriterionResult["verdict"], { label: string; className: string; mark: IconName }> = {
  met: { label: "Met", className: "border-green-300 bg-green-100 text-green-900", mark: "check" },
  partly: { label: "Partly met", className: "border-amber-300 bg-amber-100 text-amber-900", mark: "minus" },
  missing: { label: "Missing", className: "border-red-300 bg-red-100 text-red-900", mark: "close" },
};

/**
 * Each rubric criterion as judged, with the learner's own words it relied on: why the score is
 * what it is. The learner's feedback and the coach's reading of an attempt show it alike.
 */
export function CriteriaList({ title, criteria }: { title: string; criteria: readonly CriterionResult[] }) {
  if (criteria.length === 0) return null;
  return (
    <div>
      <h3 className="mb-2 font-semibold">{title}</h3>
      <ul className="grid gap-2">
        {criteria.map((criterion) => {
          const verdict = VERDICT[criterion.verdict];
          return (
            <li key={criterion.criterionId} className="rounded-field border border-base-300 p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">
                  {criterion.label}
                  {criterion.required && <span className="text-sm font-normal text-base-content/75"> (required)</span>}
                </span>
                <span className={`badge ${verdict.className}`}>
                  <Icon name={verdict.mark} className="size-3.5" strokeWidth={2.5} /> {verdict.label}
                </span>
              </div>
              {criterion.quote && (
                <blockquote className="mt-2 border-l-4 border-base-300 pl-3 text-sm italic">
                  “{criterion.quote}”
                </blockquote>
              )}
              {criterion.comment && <p className="mt-1 text-sm text-base-content/80">{criterion.comment}</p>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

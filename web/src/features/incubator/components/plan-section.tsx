import type { PlanSection as Section } from "@contract/incubator-plan";
import { Link } from "react-router-dom";
import { routePaths } from "@/lib/route-paths";

/** One part of the plan: the learner's passed answer as written, or a gap that links to its step. */
export function PlanSection({ section, phaseKey }: { section: Section; phaseKey: string }) {
  const { answer } = section;
  return (
    <section aria-labelledby={`plan-${section.stepId}`} className="grid gap-1.5 break-inside-avoid">
      <h3 id={`plan-${section.stepId}`} className="font-bold">
        {section.heading}
      </h3>
      {!answer ? (
        <p className="rounded-field border border-dashed border-base-300 p-3 text-sm text-base-content/75 print:border-black">
          Not written yet.{" "}
          <Link to={routePaths.incubatorStep(phaseKey, section.stepId)} className="link link-primary print:hidden">
            Go to "{section.stepTitle}"
          </Link>
        </p>
      ) : answer.items ? (
        <ul className="list-disc ps-5 break-words">
          {answer.items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      ) : (
        <p className="break-words whitespace-pre-line">{answer.text}</p>
      )}
    </section>
  );
}

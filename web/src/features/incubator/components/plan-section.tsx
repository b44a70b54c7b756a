import { PlanAnswer } from "@/components/plan-answer";
import type { PlanSection as Section } from "@contract/incubator/plan";
import { Link } from "react-router-dom";
import { routePaths } from "@/lib/route-paths";
import { fromPlan } from "../came-from";
import { BookSession } from "./book-session-slot";
import { stepToFinishFirst, stepToWorkOn, type RoadmapStepRef } from "../roadmap";

interface PlanSectionProps {
  section: Section;
  phaseKey: string;
  /** Every step of the plan in roadmap order, to say what opens a locked step. */
  steps: readonly RoadmapStepRef[];
}

/**
 * One part of the plan: the learner's passed answer as written, or a gap that links to its step;
 * while that step is locked, the gap says which step opens it and links to the one to work on now.
 * A coach's revision request shows beside the part until the next passing answer replaces it.
 */
export function PlanSection({ section, phaseKey, steps }: PlanSectionProps) {
  const { answer } = section;
  return (
    <section aria-labelledby={`plan-${section.stepId}`} className="grid gap-1.5 break-inside-avoid">
      <h3 id={`plan-${section.stepId}`} className="font-bold">
        {section.heading}
      </h3>
      {!answer ? (
        <p className="rounded-field border border-dashed border-base-300 p-3 text-sm text-base-content/75 print:border-black">
          Not written yet.{" "}
          {section.status === "locked" ? (
            <LockedGap finishFirst={stepToFinishFirst(steps, section.stepId)} workOn={stepToWorkOn(steps)} />
          ) : (
            <StepLink step={{ phaseKey, stepId: section.stepId, title: section.stepTitle }} />
          )}
        </p>
      ) : (
        <PlanAnswer answer={answer} />
      )}
      {section.revisionRequest && (
        <div className="rounded-field border-s-4 border-warning bg-base-200 p-3 text-sm print:hidden">
          <p className="font-semibold">Your coach asks for a revision</p>
          <p className="break-words whitespace-pre-line">{section.revisionRequest.reason}</p>
          <StepLink
            step={{ phaseKey, stepId: section.stepId, title: section.stepTitle }}
            label={`Revise "${section.stepTitle}"`}
          />
          <BookSession className="mt-2" />
        </div>
      )}
    </section>
  );
}

function LockedGap({ finishFirst, workOn }: { finishFirst: RoadmapStepRef | null; workOn: RoadmapStepRef | null }) {
  return (
    <>
      {finishFirst ? `Opens when you finish "${finishFirst.title}".` : "Opens when the steps before it are finished."}{" "}
      {workOn && <StepLink step={workOn} label={`Work on "${workOn.title}" now`} />}
    </>
  );
}

function StepLink({ step, label }: { step: Pick<RoadmapStepRef, "phaseKey" | "stepId" | "title">; label?: string }) {
  return (
    <Link
      to={routePaths.incubatorStep(step.phaseKey, step.stepId)}
      state={fromPlan}
      className="link link-primary print:hidden"
    >
      {label ?? `Go to "${step.title}"`}
    </Link>
  );
}

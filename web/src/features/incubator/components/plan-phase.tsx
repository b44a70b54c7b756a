import type { PlanPhase as Phase } from "@contract/incubator/plan";
import { formatDate } from "@contract/relative-time";
import type { RoadmapStepRef } from "../roadmap";
import { PlanSection } from "./plan-section";
import { Icon } from "@/components/icon";

/** A phase of the plan: its title, goal, badge and when it was last updated, then its parts. */
export function PlanPhase({ phase, steps }: { phase: Phase; steps: readonly RoadmapStepRef[] }) {
  return (
    <section
      aria-labelledby={`plan-phase-${phase.key}`}
      className="card border border-base-300 bg-base-100 print:break-before-page print:border-0 print:first:break-before-auto"
    >
      <div className="card-body gap-4 p-4 sm:p-6 print:p-0">
        <header className="grid gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={`plan-phase-${phase.key}`} className="text-xl font-extrabold">
              {phase.title}
            </h2>
            {phase.badge && (
              <span className="badge border-green-300 bg-green-100 text-green-900 print:border-black print:bg-white print:text-black">
                <Icon name="medal" className="size-4" /> Badge earned
              </span>
            )}
          </div>
          <p className="text-sm text-base-content/80 italic">{phase.goal}</p>
          <p className="text-xs text-base-content/75">
            {phase.updatedAt ? `Last updated ${formatDate(new Date(phase.updatedAt))}` : "Nothing written yet"}
          </p>
        </header>
        {phase.sections.map((section) => (
          <PlanSection key={section.stepId} section={section} phaseKey={phase.key} steps={steps} />
        ))}
      </div>
    </section>
  );
}

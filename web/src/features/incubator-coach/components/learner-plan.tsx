import type { LearnerIncubator } from "@contract/incubator/coach";
import { formatDateTime } from "@contract/relative-time";
import { SectionCard } from "@/components/section-card";
import { planFileName, planMarkdown } from "@/lib/plan-markdown";
import { saveFile } from "@/lib/save-file";
import { LearnerPlanSection } from "./learner-plan-section";

/** The learner's business plan, read only, with the Markdown download the learner has. */
export function LearnerPlan({ incubator }: { incubator: LearnerIncubator }) {
  const { plan, learner } = incubator;
  const download = () => {
    const now = new Date();
    saveFile(
      new Blob([planMarkdown(plan, learner.name, now)], { type: "text/markdown;charset=utf-8" }),
      planFileName(learner.username, now),
    );
  };
  return (
    <SectionCard
      title="Business plan"
      variant="outlined"
      description={`${plan.written} of ${plan.total} parts written${plan.updatedAt ? ` · Last updated ${formatDateTime(new Date(plan.updatedAt))}` : ""}`}
    >
      <button type="button" className="btn btn-outline btn-sm w-fit" onClick={download}>
        Download as Markdown
      </button>
      {plan.phases.map((phase) => (
        <section key={phase.key} aria-labelledby={`learner-plan-${phase.key}`} className="grid grid-cols-1 gap-3">
          <h3 id={`learner-plan-${phase.key}`} className="border-b border-base-300 pb-1 text-lg font-bold">
            {phase.title}
          </h3>
          {phase.sections.map((section) => (
            <LearnerPlanSection key={section.stepId} section={section} />
          ))}
        </section>
      ))}
    </SectionCard>
  );
}

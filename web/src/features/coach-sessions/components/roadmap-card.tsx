import type { BriefCohort, BriefPhase } from "@contract/sessions/brief";
import { ProgressBar } from "@/components/progress-bar";
import { SectionCard } from "@/components/section-card";
import { StepStatusBadge } from "@/components/step-status-badge";
import { cohortWeekText, formatDue } from "../session-brief";

interface RoadmapCardProps {
  phases: readonly BriefPhase[];
  completedSteps: number;
  totalSteps: number;
  cohort: BriefCohort | null;
  /** The coach's zone, for the deadlines. */
  timeZone: string;
}

/** The learner's roadmap, phase by phase, and where they stand against their cohort's schedule. */
export function RoadmapCard({ phases, completedSteps, totalSteps, cohort, timeZone }: RoadmapCardProps) {
  return (
    <SectionCard variant="outlined" title="Roadmap" description={`${completedSteps} of ${totalSteps} steps passed`}>
      {cohort ? (
        <p className="text-sm">
          <span className="font-medium">{cohort.name}</span>: {cohortWeekText(cohort)}
          {cohort.overdue.length > 0 && (
            <span className="text-error">
              {" "}
              · Overdue: {cohort.overdue.map((key) => titleOf(phases, key)).join(", ")}
            </span>
          )}
          {cohort.due.length > 0 && (
            <span> · Due this week: {cohort.due.map((key) => titleOf(phases, key)).join(", ")}</span>
          )}
        </p>
      ) : (
        <p className="text-sm text-base-content/75">Not in a cohort.</p>
      )}
      <ul className="grid gap-3">
        {phases.map((phase) => (
          <li key={phase.key} className="rounded-field border border-base-300 p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium">{phase.title}</span>
              <span className="flex flex-wrap items-center gap-2 text-sm">
                {phase.passed}/{phase.total} passed
                {phase.overdue && <span className="badge badge-error badge-soft">Overdue</span>}
                <StepStatusBadge status={phase.status} />
              </span>
            </div>
            <ProgressBar
              value={phase.total ? (phase.passed / phase.total) * 100 : 0}
              label={`${phase.title} progress`}
            />
            {phase.due && (
              <p className="text-xs text-base-content/75">
                Due in week {phase.due.week},{" "}
                <time dateTime={phase.due.deadline}>{formatDue(phase.due.deadline, timeZone)}</time>
              </p>
            )}
            <ul className="mt-2 grid gap-1 text-sm">
              {phase.steps.map((step) => (
                <li key={step.id} className="flex flex-wrap items-center justify-between gap-2">
                  <span>
                    {step.title}
                    {step.revisionRequested && <span className="text-base-content/75"> (revision requested)</span>}
                  </span>
                  <StepStatusBadge status={step.status} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}

const titleOf = (phases: readonly BriefPhase[], key: string) => phases.find((phase) => phase.key === key)?.title ?? key;

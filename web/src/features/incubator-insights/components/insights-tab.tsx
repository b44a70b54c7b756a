import { INSIGHTS } from "@contract/incubator/insights";
import { SectionCard } from "@/components/section-card";
import { errorMessage } from "@/lib/api-client";
import { useIncubatorInsights } from "../api/get-insights";
import { dailyCsvRows, insightsFileName, stepsCsvRows } from "../insights-csv";
import { hasNoEvaluations } from "../insights-figures";
import { InsightsCsvButton } from "./insights-csv-button";
import { InsightsDailyFigure } from "./insights-daily-figure";
import { InsightsGateFigure } from "./insights-gate-figure";
import { InsightsPhaseFigure } from "./insights-phase-figure";
import { InsightsStuckLearners } from "./insights-stuck-learners";
import { InsightsTotals } from "./insights-totals";
import { LoadingLine } from "@/components/loading-screen";

/**
 * The Incubator's Insights: how far learners get in each step, the last 30 days' evaluations, gate
 * stops and coach changes, and who is stuck. Loaded on its own (React.lazy in the page) with
 * Recharts, which no other view loads.
 */
export default function InsightsTab() {
  const insights = useIncubatorInsights();

  if (insights.isPending) return <LoadingLine text="Loading insights..." />;
  if (insights.isError)
    return (
      <p className="text-error" role="alert">
        {errorMessage(insights.error, "The insights could not be loaded.")}
      </p>
    );

  const data = insights.data;
  // Who is stuck comes first: it is what a coach acts on.
  const stuck = <InsightsStuckLearners reachedUndated={data.reachedUndated} />;
  return (
    <div className="grid gap-4">
      {hasNoEvaluations(data) ? (
        <>
          <SectionCard title="No evaluations yet" variant="dashed">
            <p className="text-base-content/75 text-sm">
              Each step&apos;s figures and the daily charts appear once learners submit their first answers.
            </p>
          </SectionCard>
          {stuck}
        </>
      ) : (
        <>
          <InsightsTotals totals={data.totals} />
          {stuck}
          <SectionCard
            title="Steps"
            description="Learners who reached, attempted and passed each step, phase by phase."
            actions={
              <InsightsCsvButton
                label="Steps CSV"
                rows={() => stepsCsvRows(data)}
                fileName={insightsFileName("steps", new Date())}
              />
            }
            bodyClassName="gap-6"
          >
            {data.phases.map((phase) => (
              <InsightsPhaseFigure key={phase.key} phase={phase} />
            ))}
          </SectionCard>
          <SectionCard
            title={`Last ${INSIGHTS.days} days`}
            description="Evaluations, answers the gate stopped and verdicts coaches changed, per day."
            actions={
              <InsightsCsvButton
                label="Daily CSV"
                rows={() => dailyCsvRows(data)}
                fileName={insightsFileName("daily", new Date())}
              />
            }
            bodyClassName="gap-6"
          >
            <InsightsDailyFigure insights={data} />
            <InsightsGateFigure insights={data} />
          </SectionCard>
        </>
      )}
    </div>
  );
}

import { useState } from "react";
import { LoadMoreButton } from "@/components/load-more-button";
import { LoadingLine } from "@/components/loading-screen";
import { SectionCard } from "@/components/section-card";
import { errorMessage } from "@/lib/api-client";
import { useCohortDashboard } from "../api/get-cohort-dashboard";
import { CohortCheckInFigure } from "./cohort-check-in-figure";
import { CohortMoneyFigure } from "./cohort-money-figure";
import { CohortProgressFigure } from "./cohort-progress-figure";
import { CohortRoster } from "./cohort-roster";
import { CohortRosterCsvButton } from "./cohort-roster-csv-button";

/**
 * The cohort dashboard for coaches: who is on track, behind or stuck and who checked in, the
 * caller's own learners first ("My learners" shows only theirs), and the cohort's weeks in three
 * charts, each with its table. It draws with Recharts: the cohort page loads it lazily.
 */
export function CohortDashboardTab({ cohortId }: { cohortId: string }) {
  const [mine, setMine] = useState(false);
  const pages = useCohortDashboard(cohortId, mine);

  if (pages.isPending) return <LoadingLine text="Loading the dashboard..." />;
  if (pages.isError)
    return (
      <p className="text-error" role="alert">
        {errorMessage(pages.error, "The cohort dashboard could not be loaded.")}
      </p>
    );

  const [first] = pages.data.pages;
  const { cohort, series } = first!;
  const rows = pages.data.pages.flatMap((page) => page.rows);
  const weekText =
    cohort.currentWeek === 0
      ? "Not started"
      : cohort.currentWeek > cohort.weeks
        ? "Finished"
        : `Week ${cohort.currentWeek} of ${cohort.weeks}`;
  return (
    <div className="grid gap-4">
      <SectionCard
        title="Learners"
        description={`${weekText} · ${cohort.memberCount} learners. Your own learners come first.`}
        actions={<CohortRosterCsvButton cohort={cohort} />}
      >
        <label className="label w-fit cursor-pointer gap-2 text-base-content">
          <input
            type="checkbox"
            className="toggle toggle-sm"
            checked={mine}
            onChange={(event) => setMine(event.target.checked)}
          />
          My learners
        </label>
        <CohortRoster rows={rows} totalSteps={cohort.totalSteps} mine={mine} />
        <LoadMoreButton pages={pages} />
      </SectionCard>
      {series && (
        <>
          <SectionCard title="Progress" description="Steps the schedule expects by each week, against steps passed.">
            <CohortProgressFigure series={series} />
          </SectionCard>
          <SectionCard title="Check-ins" description="The share of the cohort's learners who checked in each week.">
            <CohortCheckInFigure series={series} />
          </SectionCard>
          <SectionCard title="Revenue and clients" description="The cohort's median weekly revenue and paying clients.">
            <CohortMoneyFigure series={series} currency={cohort.currency} />
          </SectionCard>
        </>
      )}
    </div>
  );
}

export default CohortDashboardTab;

import { Page, PageLink } from "@/components/page";
import { routePaths } from "@/lib/route-paths";
import { useOverview } from "../api/get-overview";
import { currentPhase } from "../roadmap";
import { LoadFailedView, LoadingView } from "./notice-view";
import { PhaseCard } from "./phase-card";
import { BookSession } from "./book-session-slot";
import { CohortWeekLine } from "./phase-deadline";
import { RoadmapProgress } from "./roadmap-progress";
import { SenseiTips } from "./sensei-tips";
import { YourProgress } from "./your-progress";

/** /incubator for admins: 'Incubator Roadmap'. Phases beside the panels from 1024 px. */
export function RoadmapPage() {
  const overview = useOverview();
  if (overview.isPending) return <LoadingView label="Loading the roadmap" />;
  if (overview.isError)
    return <LoadFailedView title="The roadmap could not be loaded" onRetry={() => void overview.refetch()} />;
  const { phases: list, progress, badges, cohortWeek } = overview.data;
  return (
    <Page
      title="Incubator Roadmap"
      subtitle="Build your one-person business in six phases, one step at a time."
      actions={<PageLink to={routePaths.incubatorPlan}>Your Business Plan</PageLink>}
    >
      {cohortWeek && <CohortWeekLine label={cohortWeek} />}
      <RoadmapProgress overview={progress.overview} />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <ol className="grid gap-4" aria-label="Phases">
          {list.map((phase, index) => (
            <li key={phase.key}>
              <PhaseCard phase={phase} previousTitle={list[index - 1]?.title} />
            </li>
          ))}
        </ol>
        <aside className="grid content-start gap-4">
          <BookSession />
          <SenseiTips phase={currentPhase(list)} />
          <YourProgress overview={progress.overview} badges={badges} />
        </aside>
      </div>
    </Page>
  );
}

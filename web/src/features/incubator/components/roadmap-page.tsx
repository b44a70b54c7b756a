import { Page } from "@/components/page";
import { usePhases } from "../api/list-phases";
import { useBadges } from "../api/list-badges";
import { useProgress } from "../api/get-progress";
import { currentPhase } from "../roadmap";
import { LoadingView, NoticeView } from "./notice-view";
import { PhaseCard } from "./phase-card";
import { RoadmapProgress } from "./roadmap-progress";
import { SenseiTips } from "./sensei-tips";
import { YourProgress } from "./your-progress";

/** /incubator for admins: 'Incubator Roadmap' (spec 001 section 2.3). Phases beside the panels from 1024 px. */
export function RoadmapPage() {
  const phases = usePhases();
  const progress = useProgress();
  const badges = useBadges();
  if (phases.isPending || progress.isPending) return <LoadingView label="Loading the roadmap" />;
  if (phases.isError || progress.isError)
    return (
      <NoticeView
        title="The roadmap could not be loaded"
        message="Check your connection and try again."
        action={
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void Promise.all([phases.refetch(), progress.refetch()])}
          >
            Try again
          </button>
        }
      />
    );
  const list = phases.data;
  return (
    <Page title="Incubator Roadmap" subtitle="Build your one-person business in six phases, one step at a time.">
      <RoadmapProgress overview={progress.data.overview} />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <ol className="grid gap-4" aria-label="Phases">
          {list.map((phase, index) => (
            <li key={phase.key}>
              <PhaseCard phase={phase} previousTitle={list[index - 1]?.title} />
            </li>
          ))}
        </ol>
        <aside className="grid content-start gap-4">
          <SenseiTips phase={currentPhase(list)} />
          <YourProgress overview={progress.data.overview} badges={badges.data ?? []} />
        </aside>
      </div>
    </Page>
  );
}

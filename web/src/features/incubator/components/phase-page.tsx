import { useParams } from "react-router-dom";
import { ProgressBar } from "@/components/progress-bar";
import { ApiRequestError } from "@/lib/api-client";
import { routePaths } from "@/lib/route-paths";
import { usePhaseSteps } from "../api/get-phase-steps";
import { BackLink } from "@/components/back-link";
import { LoadingView, NoticeView } from "./notice-view";
import { StepRow } from "./step-row";
import { PhaseDeadline } from "./phase-deadline";

const backToRoadmap = { to: routePaths.incubator, label: "Back to Roadmap" };

/** /incubator/phase/:phaseKey. */
export function PhasePage() {
  const { phaseKey = "" } = useParams();
  const query = usePhaseSteps(phaseKey);
  if (query.isPending) return <LoadingView label="Loading the phase" />;
  if (query.isError) {
    const status = query.error instanceof ApiRequestError ? query.error.status : 0;
    if (status === 409) return <LockedPhase />;
    return (
      <NoticeView
        title={status === 404 || status === 400 ? "Phase not found" : "The phase could not be loaded"}
        link={backToRoadmap}
      />
    );
  }
  const { phase, steps } = query.data;
  if (!phase.unlocked) return <LockedPhase />;
  const completed = steps.filter((step) => step.status === "complete").length;
  const percent = steps.length === 0 ? 0 : Math.round((completed / steps.length) * 100);
  return (
    <main className="mx-auto w-full max-w-3xl px-4 pt-6 pb-28 lg:pb-12">
      <BackLink to={routePaths.incubator} label="Back to Roadmap" />
      <header className="mb-4">
        <h1 className="text-2xl font-extrabold tracking-tight">
          Phase {phase.order}: {phase.title}
        </h1>
        <p className="mt-1 text-base-content/80">{phase.goal}</p>
        <PhaseDeadline due={phase.due} className="mt-1" />
      </header>
      <section aria-label="Phase progress" className="mb-6 grid gap-2 rounded-box bg-base-200 p-4">
        <ProgressBar value={percent} label={`${phase.title} progress`} />
        <p className="text-sm text-base-content/80">
          {completed} of {steps.length} steps complete
        </p>
      </section>
      {steps.length === 0 ? (
        <p className="rounded-box border border-dashed border-base-300 p-6 text-center">
          No steps available for this phase yet.
        </p>
      ) : (
        <ol className="grid gap-3" aria-label="Steps">
          {steps.map((step) => (
            <StepRow key={step.id} phaseKey={phase.key} step={step} />
          ))}
        </ol>
      )}
    </main>
  );
}

function LockedPhase() {
  return (
    <NoticeView title="This phase is locked" message="Complete the previous phase to open it." link={backToRoadmap} />
  );
}

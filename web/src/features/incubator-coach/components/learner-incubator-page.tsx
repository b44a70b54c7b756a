import { useState } from "react";
import { Link, useParams, useSearchParams } from "react-router-dom";
import { DocumentTitle } from "@/components/document-title";
import { Icon } from "@/components/icon";
import { LoadingLine } from "@/components/loading-screen";
import { Page } from "@/components/page";
import { SectionCard } from "@/components/section-card";
import { errorMessage } from "@/lib/api-client";
import { routePaths } from "@/lib/route-paths";
import { useLearnerIncubator } from "../api/get-learner-incubator";
import { LearnerOverview } from "./learner-overview";
import { LearnerPhase } from "./learner-phase";
import { LearnerPlan } from "./learner-plan";
import { StepAttemptsPanel } from "./step-attempts-panel";

const BACK = (
  <Link to={routePaths.admin} className="btn btn-ghost btn-sm">
    <Icon name="back" className="size-4" />
    Admin Panel
  </Link>
);

/**
 * A learner's Incubator as their coach reads it, at /admin/users/:id/incubator (admins only,
 * app/routes.tsx): progress, the roadmap, the chosen step's attempts and the plan. The chosen step
 * and attempt live in the address (`?step=101&attempt=a1`), which the review queue links to.
 */
export default function LearnerIncubatorPage() {
  const learnerId = useParams().id ?? "";
  const [search, setSearch] = useSearchParams();
  const incubator = useLearnerIncubator(learnerId);
  // Set when the admin chooses a step here, not when the address chose it.
  const [chosenHere, setChosenHere] = useState(false);

  if (!incubator.isSuccess)
    return (
      <Page title="Learner's Incubator" actions={BACK}>
        {incubator.isPending ? (
          <LoadingLine text="Loading the learner's Incubator..." />
        ) : (
          <div role="alert" className="grid justify-items-start gap-3">
            <p className="text-error">
              {errorMessage(incubator.error, "The learner's Incubator could not be loaded.")}
            </p>
            <button type="button" className="btn btn-primary btn-sm" onClick={() => void incubator.refetch()}>
              Try again
            </button>
          </div>
        )}
      </Page>
    );

  const { learner, phases } = incubator.data;
  const title = `${learner.name || learner.username}'s Incubator`;
  const step = phases.flatMap((phase) => phase.steps).find((entry) => entry.id === search.get("step"));
  const choose = (stepId: string) => {
    setChosenHere(true);
    setSearch({ step: stepId }, { replace: true });
  };

  return (
    <Page title={title} subtitle={`@${learner.username} · read only`} actions={BACK}>
      <DocumentTitle title={title} />
      <div className="grid grid-cols-1 gap-5">
        <LearnerOverview incubator={incubator.data} />
        <div className="grid grid-cols-1 items-start gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <SectionCard title="Roadmap" variant="outlined" description="Choose a step to read its attempts.">
            {phases.map((phase) => (
              <LearnerPhase key={phase.key} phase={phase} chosenStep={step?.id ?? null} onChoose={choose} />
            ))}
          </SectionCard>
          {step ? (
            <StepAttemptsPanel
              key={step.id}
              learnerId={learnerId}
              step={step}
              chosenAttempt={search.get("attempt")}
              focusOnShow={chosenHere}
            />
          ) : (
            <p className="rounded-box border border-dashed border-base-300 p-6 text-center text-base-content/75">
              No step chosen: its attempts show here.
            </p>
          )}
        </div>
        <LearnerPlan incubator={incubator.data} />
      </div>
    </Page>
  );
}

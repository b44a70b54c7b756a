import type { AdminStep } from "@contract/incubator/admin";
import { lazy, Suspense, useEffect, useState } from "react";
import { Icon } from "@/components/icon";
import { SectionCard } from "@/components/section-card";
import { SelectField } from "@/components/select-field";
import { errorMessage } from "@/lib/api-client";
import { notify } from "@/components/notify";
import { useAdminPhases } from "../api/list-phases";
import { useAdminSteps } from "../api/list-steps";
import { useReorderSteps } from "../api/reorder-steps";
import { useSetStepActive } from "../api/set-step-active";
import { moveStep } from "../step-order";
import { AddStepDialog } from "./add-step-dialog";
import { StepEditPanel } from "./step-edit-panel";

// The drag-and-drop list (@hello-pangea/dnd, about 28 kB) loads once a phase's steps show, not with
// the page's first paint (the Phases tab).
const StepList = lazy(() => import("./step-list").then((module) => ({ default: module.StepList })));

const stepsLoading = <span role="status" className="loading loading-spinner" aria-label="Loading steps" />;

/** The phase selector, the drag list and the edit panel. */
export function StepsTab({ phaseId, onPhaseChange }: { phaseId: string; onPhaseChange: (phaseId: string) => void }) {
  const phases = useAdminPhases();
  const steps = useAdminSteps(phaseId);
  const reorder = useReorderSteps(phaseId);
  const setActive = useSetStepActive();
  const [editing, setEditing] = useState<AdminStep | null>(null);
  const [adding, setAdding] = useState(false);

  useEffect(() => {
    if (steps.isError) notify.error(`Failed to fetch steps: ${errorMessage(steps.error, steps.error.message)}`);
  }, [steps.isError, steps.error]);

  const onReorder = (from: number, to: number) => {
    if (!steps.data) return;
    reorder.mutate(moveStep(steps.data, from, to), {
      onSuccess: () => notify.success("Steps reordered successfully"),
      onError: (error) => notify.error("Error reordering steps", errorMessage(error, "Failed to reorder steps")),
    });
  };

  const onToggle = (step: AdminStep, isActive: boolean) =>
    setActive.mutate(
      { stepId: step.id, isActive },
      {
        onSuccess: () => notify.success("Step updated successfully"),
        onError: (error) => notify.error("Error updating step", errorMessage(error, "Failed to update step")),
      },
    );

  const choose = (next: string) => {
    setEditing(null);
    onPhaseChange(next);
  };

  return (
    <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
      <SectionCard
        title="Step Management"
        variant="outlined"
        actions={
          phaseId && (
            <button type="button" className="btn btn-primary btn-sm" onClick={() => setAdding(true)}>
              <Icon name="plus" className="size-4" />
              Add step
            </button>
          )
        }
      >
        <SelectField
          label="Phase"
          placeholder="Choose a phase..."
          options={(phases.data ?? []).map((phase) => ({ value: phase.id, label: `${phase.order}. ${phase.title}` }))}
          value={phaseId}
          onChange={(event) => choose(event.target.value)}
        />
        {!phaseId && <p className="text-base-content/75">Select a phase to view its steps</p>}
        {phaseId && steps.isPending && stepsLoading}
        {phaseId && steps.isError && (
          <p role="alert" className="text-error">
            Failed to fetch steps: {errorMessage(steps.error, steps.error.message)}
          </p>
        )}
        {steps.data && steps.data.length === 0 && <p className="text-base-content/75">No steps found for this phase</p>}
        {steps.data && steps.data.length > 0 && (
          <Suspense fallback={stepsLoading}>
            <StepList
              phaseId={phaseId}
              steps={steps.data}
              togglingId={setActive.isPending ? (setActive.variables?.stepId ?? null) : null}
              onReorder={onReorder}
              onToggle={onToggle}
              onEdit={setEditing}
            />
          </Suspense>
        )}
      </SectionCard>
      {editing && <StepEditPanel key={editing.id} step={editing} onClose={() => setEditing(null)} />}
      {phaseId && <AddStepDialog phaseId={phaseId} open={adding} onClose={() => setAdding(false)} />}
    </div>
  );
}

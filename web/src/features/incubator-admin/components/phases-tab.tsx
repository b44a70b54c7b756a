import { SectionCard } from "@/components/section-card";
import { errorMessage } from "@/lib/api-client";
import { notify } from "@/components/notify";
import { useAdminPhases } from "../api/list-phases";
import { useSetPhaseActive } from "../api/set-phase-active";
import { ActiveSwitch } from "./active-switch";

/** Order, title, goal, an Inactive badge and the Active switch. */
export function PhasesTab() {
  const phases = useAdminPhases();
  const setActive = useSetPhaseActive();

  const toggle = (phaseId: string, isActive: boolean) =>
    setActive.mutate(
      { phaseId, isActive },
      {
        onSuccess: () => notify.success("Phase updated successfully"),
        onError: (error) => notify.error("Error updating phase", errorMessage(error, "Failed to update phase")),
      },
    );

  return (
    <SectionCard title="Phase Management" variant="outlined">
      {phases.isPending && <span role="status" className="loading loading-spinner" aria-label="Loading phases" />}
      {phases.isError && (
        <p role="alert" className="text-error">
          {errorMessage(phases.error, "Failed to fetch phases")}
        </p>
      )}
      {phases.data && (
        <ol className="flex flex-col gap-2">
          {phases.data.map((phase) => (
            <li
              key={phase.id}
              className={`flex items-start gap-3 rounded-box border border-base-300 p-3 ${phase.isActive ? "" : "bg-base-200"}`}
            >
              <span className="badge badge-neutral badge-lg shrink-0" aria-label={`Phase ${phase.order}`}>
                {phase.order}
              </span>
              <div className="min-w-0 flex-1">
                <h3 className="flex flex-wrap items-center gap-2 font-semibold">
                  {phase.title}
                  {!phase.isActive && <span className="badge badge-ghost badge-sm">Inactive</span>}
                </h3>
                <p className="text-sm text-base-content/75">{phase.goal}</p>
              </div>
              <ActiveSwitch
                name={phase.title}
                checked={phase.isActive}
                disabled={setActive.isPending && setActive.variables?.phaseId === phase.id}
                onChange={(isActive) => toggle(phase.id, isActive)}
              />
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}

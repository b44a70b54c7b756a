import type { AdminCohort } from "@contract/cohorts/admin";
import { COHORT_COACHES_MAX } from "@contract/cohorts/admin";
import { useState, type FormEvent } from "react";
import { SectionCard } from "@/components/section-card";
import { SubmitButton } from "@/components/submit-button";
import { notify } from "@/components/notify";
import { errorMessage } from "@/lib/api-client";
import { useCoachOptions } from "../api/list-coach-options";
import { useSetCohortCoaches } from "../api/set-cohort-coaches";

/**
 * The cohort's coaches, picked from the admins (every admin is a coach). Saving gives a coach to
 * every learner without one, or whose coach was taken off, balanced over the coaches.
 */
export function CohortCoaches({ cohort }: { cohort: AdminCohort }) {
  const options = useCoachOptions();
  const [chosen, setChosen] = useState(() => cohort.coaches.map(({ id }) => id));
  const save = useSetCohortCoaches(cohort.id);
  // Coaches no longer among the active admins still show, so they can be taken off.
  const admins = [
    ...(options.data?.items.map(({ id, name }) => ({ id, name })) ?? []),
    ...cohort.coaches.filter(({ id }) => !options.data?.items.some((admin) => admin.id === id)),
  ];
  const toggle = (id: string, on: boolean) =>
    setChosen((current) => (on ? [...current, id] : current.filter((coachId) => coachId !== id)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(chosen, {
      onSuccess: (saved) =>
        notify.success("Coaches saved", `${saved.coaches.length} coach(es); learners are balanced.`),
      onError: (error) => notify.error("The coaches were not saved", errorMessage(error, "Please try again.")),
    });
  };

  return (
    <SectionCard
      title="Coaches"
      variant="outlined"
      description="New learners get the coach with the fewest learners. Taking a coach off moves their learners."
    >
      {options.isPending ? (
        <p role="status">Loading admins...</p>
      ) : options.isError ? (
        <p className="text-error" role="alert">
          {errorMessage(options.error, "The admins could not be loaded.")}
        </p>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-3">
          <fieldset className="fieldset">
            <legend className="fieldset-legend">Coaches of {cohort.name}</legend>
            <ul className="grid gap-1 sm:grid-cols-2">
              {admins.map((admin) => (
                <li key={admin.id} className="min-w-0">
                  <label className="label cursor-pointer gap-2 whitespace-normal text-base-content">
                    <input
                      type="checkbox"
                      className="checkbox checkbox-sm"
                      checked={chosen.includes(admin.id)}
                      disabled={!chosen.includes(admin.id) && chosen.length >= COHORT_COACHES_MAX}
                      onChange={(event) => toggle(admin.id, event.target.checked)}
                    />
                    <span className="min-w-0 break-words">
                      {admin.name}
                      {cohort.coachLoads[admin.id] ? (
                        <span className="text-sm text-base-content/75"> ({cohort.coachLoads[admin.id]} learners)</span>
                      ) : null}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <div className="flex justify-end">
            <SubmitButton pending={save.isPending} pendingLabel="Saving...">
              Save coaches
            </SubmitButton>
          </div>
        </form>
      )}
    </SectionCard>
  );
}

import type { AdminCohort } from "@contract/cohorts/admin";
import type { CohortSchedule, CohortStage } from "@contract/cohorts/common";
import { useState, type FormEvent } from "react";
import { SectionCard } from "@/components/section-card";
import { SelectField } from "@/components/select-field";
import { SubmitButton } from "@/components/submit-button";
import { notify } from "@/components/notify";
import { errorMessage } from "@/lib/api-client";
import { apiFieldErrors } from "@/lib/form-errors";
import { useScheduleDefault } from "../api/get-schedule-default";
import { useUpdateCohort } from "../api/update-cohort";
import { cohortFormErrors, cohortRequest, cohortValues, weeksOf, type CohortFormErrors } from "../cohort-form";
import { CohortFields } from "./cohort-fields";
import { ScheduleEditor } from "./schedule-editor";

const STARTED = "It has started: its weeks and deadlines count from this.";

/**
 * The Settings tab: the cohort's fields, its stage (draft or open, by hand) and its schedule. A
 * started cohort keeps its start date and time zone, and a finished one its length (the server's rule).
 */
export function CohortSettings({ cohort }: { cohort: AdminCohort }) {
  const [values, setValues] = useState(() => cohortValues(cohort));
  const [schedule, setSchedule] = useState<CohortSchedule>(cohort.schedule);
  const [stage, setStage] = useState<CohortStage>(cohort.stage);
  const [errors, setErrors] = useState<CohortFormErrors>({});
  const weeks = weeksOf(values);
  // The phases' titles and step counts; the schedule is the cohort's own.
  const phases = useScheduleDefault(weeks ?? cohort.weeks).data?.phases;
  const update = useUpdateCohort(cohort.id);
  const started = cohort.status === "running" || cohort.status === "finished";
  const serverErrors = apiFieldErrors(update.error);
  const failure =
    update.error && !Object.keys(serverErrors).length ? errorMessage(update.error, "Please try again.") : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = cohortFormErrors(values, schedule);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    update.mutate(
      { ...cohortRequest(values, schedule), stage },
      { onSuccess: (saved) => notify.success("Cohort saved", `${saved.name} is saved.`) },
    );
  };

  const shown = { ...serverErrors, ...errors };
  return (
    <SectionCard title="Settings" variant="outlined">
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <CohortFields
          values={values}
          errors={shown}
          onChange={setValues}
          locked={
            started
              ? {
                  startDate: STARTED,
                  timeZone: STARTED,
                  ...(cohort.status === "finished" ? { weeks: "It has finished." } : {}),
                }
              : {}
          }
        />
        <SelectField
          label="Stage"
          options={[
            { value: "draft", label: started ? "Draft (not once it has started)" : "Draft: being prepared" },
            { value: "open", label: "Open: takes enrolment, runs from its start date" },
          ]}
          value={stage}
          onChange={(event) => setStage(event.target.value as CohortStage)}
          hint="Open, draft and back by hand; running and finished follow from the dates."
          error={shown.stage}
        />
        {phases && (
          <ScheduleEditor
            phases={phases}
            schedule={schedule}
            startDate={values.startDate}
            weeks={weeks}
            timeZone={values.timeZone}
            error={shown.schedule}
            onChange={setSchedule}
          />
        )}
        {failure && (
          <p role="alert" className="alert alert-error alert-soft text-sm">
            {failure}
          </p>
        )}
        <div className="flex justify-end">
          <SubmitButton pending={update.isPending} pendingLabel="Saving...">
            Save settings
          </SubmitButton>
        </div>
      </form>
    </SectionCard>
  );
}

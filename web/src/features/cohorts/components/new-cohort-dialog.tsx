import type { CohortSchedule } from "@contract/cohorts/common";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { FormActions } from "@/components/form-actions";
import { Modal } from "@/components/modal";
import { notify } from "@/components/notify";
import { errorMessage } from "@/lib/api-client";
import { apiFieldErrors } from "@/lib/form-errors";
import { routePaths } from "@/lib/route-paths";
import { useCreateCohort } from "../api/create-cohort";
import { useScheduleDefault } from "../api/get-schedule-default";
import { cohortFormErrors, cohortRequest, newCohortValues, weeksOf, type CohortFormErrors } from "../cohort-form";
import { CohortFields } from "./cohort-fields";
import { ScheduleEditor } from "./schedule-editor";

/**
 * "New cohort": a draft, with the schedule filled in from the steps' counts for its length until
 * the admin changes a phase's week. Opens the new cohort's page.
 */
export function NewCohortDialog({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState(() => newCohortValues(new Date()));
  const [edited, setEdited] = useState<CohortSchedule | null>(null);
  const [errors, setErrors] = useState<CohortFormErrors>({});
  const weeks = weeksOf(values);
  const fallback = useScheduleDefault(weeks);
  const schedule = edited ?? fallback.data?.schedule ?? null;
  const create = useCreateCohort();
  const navigate = useNavigate();
  const serverErrors = apiFieldErrors(create.error);
  const failure =
    create.error && !Object.keys(serverErrors).length ? errorMessage(create.error, "Please try again.") : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = cohortFormErrors(values, edited);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    create.mutate(cohortRequest(values, edited), {
      onSuccess: (cohort) => {
        notify.success("Cohort created", `${cohort.name} is a draft: open it for enrolment when it is ready.`);
        onClose();
        void navigate(routePaths.adminCohort(cohort.id));
      },
    });
  };

  const shown = { ...serverErrors, ...errors };
  return (
    <Modal open title="New cohort" onClose={onClose} className="max-w-2xl">
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <CohortFields values={values} errors={shown} onChange={setValues} />
        {fallback.data && schedule && (
          <ScheduleEditor
            phases={fallback.data.phases}
            schedule={schedule}
            startDate={values.startDate}
            weeks={weeks}
            timeZone={values.timeZone}
            error={shown.schedule}
            onChange={setEdited}
          />
        )}
        {failure && (
          <p role="alert" className="alert alert-error alert-soft text-sm">
            {failure}
          </p>
        )}
        <FormActions onCancel={onClose} pending={create.isPending} pendingLabel="Creating...">
          Create cohort
        </FormActions>
      </form>
    </Modal>
  );
}

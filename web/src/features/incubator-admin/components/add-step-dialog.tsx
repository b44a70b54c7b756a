import { useState, type FormEvent } from "react";
import { Modal } from "@/components/modal";
import { FormActions } from "@/components/form-actions";
import { TextField } from "@/components/text-field";
import { useFormValues } from "@/components/use-form-values";
import { apiFieldErrors, type FieldErrors } from "@/lib/form-errors";
import { errorMessage } from "@/lib/api-client";
import { notify } from "@/components/notify";
import { useCreateStep } from "../api/create-step";

const NO_STEP = { title: "", prompt: "" };

/**
 * Adds a step at the end of the phase: inactive, with starter criteria, so
 * learners see it only once an admin has written it and switched it on.
 */
export function AddStepDialog({ phaseId, open, onClose }: { phaseId: string; open: boolean; onClose: () => void }) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const { values, setValues, field } = useFormValues(NO_STEP, errors);
  const create = useCreateStep(phaseId);

  const close = () => {
    setValues(NO_STEP);
    setErrors({});
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(values, {
      onSuccess: (step) => {
        notify.success("Step added", `Step ${step.order} stays inactive until you switch it on.`);
        close();
      },
      onError: (error) => {
        setErrors(apiFieldErrors(error));
        notify.error("Error adding step", errorMessage(error, "Failed to add step"));
      },
    });
  };

  return (
    <Modal open={open} title="Add Step" onClose={close}>
      <form className="flex flex-col gap-1" onSubmit={submit} noValidate>
        <TextField label="Step Title" required {...field("title")} />
        <TextField label="Prompt" required {...field("prompt")} />
        <FormActions
          onCancel={close}
          pending={create.isPending}
          pendingLabel="Adding..."
          disabled={!values.title.trim() || !values.prompt.trim()}
        >
          Add Step
        </FormActions>
      </form>
    </Modal>
  );
}

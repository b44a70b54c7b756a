import { useState, type FormEvent } from "react";
import { Modal } from "@/components/modal";
import { FormActions } from "@/components/form-actions";
import { TextField } from "@/components/text-field";
import { apiFieldErrors, type FieldErrors } from "@/lib/form-errors";
import { errorMessage } from "@/lib/api-client";
import { notify } from "@/lib/notify";
import { useCreateStep } from "../api/create-step";

/**
 * Adds a step at the end of the phase (beyond the old app): inactive, with starter criteria, so
 * learners see it only once an admin has written it and switched it on.
 */
export function AddStepDialog({ phaseId, open, onClose }: { phaseId: string; open: boolean; onClose: () => void }) {
  const [title, setTitle] = useState("");
  const [prompt, setPrompt] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateStep(phaseId);

  const close = () => {
    setTitle("");
    setPrompt("");
    setErrors({});
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { title, prompt },
      {
        onSuccess: (step) => {
          notify.success("Step added", `Step ${step.order} stays inactive until you switch it on.`);
          close();
        },
        onError: (error) => {
          setErrors(apiFieldErrors(error));
          notify.error("Error adding step", errorMessage(error, "Failed to add step"));
        },
      },
    );
  };

  return (
    <Modal open={open} title="Add Step" onClose={close}>
      <form className="flex flex-col gap-1" onSubmit={submit} noValidate>
        <TextField
          label="Step Title"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={errors.title}
          required
        />
        <TextField
          label="Prompt"
          value={prompt}
          onChange={(event) => setPrompt(event.target.value)}
          error={errors.prompt}
          required
        />
        <FormActions
          onCancel={close}
          pending={create.isPending}
          pendingLabel="Adding..."
          disabled={!title.trim() || !prompt.trim()}
        >
          Add Step
        </FormActions>
      </form>
    </Modal>
  );
}

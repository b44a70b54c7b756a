import { INPUT_TYPES, type InputType } from "@contract/incubator/common";
import type { AdminStep, PreviewEvaluationResponse } from "@contract/incubator/admin";
import { rubricJson } from "@contract/incubator/rubric";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { SelectField } from "@/components/select-field";
import { FormActions } from "@/components/form-actions";
import { TextAreaField } from "@/components/text-area-field";
import { TextField } from "@/components/text-field";
import { useFormValues } from "@/components/use-form-values";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { notify } from "@/components/notify";
import { usePreviewEvaluation } from "../api/preview-evaluation";
import { useUpdateStep } from "../api/update-step";
import { parseCriteria, splitTips } from "../step-form";
import { PreviewDialog } from "./preview-dialog";

const INPUT_TYPE_LABELS: Record<InputType, string> = { text: "Free text", multi: "List of items" };
const INPUT_TYPE_OPTIONS = INPUT_TYPES.map((type) => ({ value: type, label: INPUT_TYPE_LABELS[type] }));

/** The form as the admin edits it: tips one per line, the rubric as hand-editable JSON. */
function formFromStep(step: AdminStep) {
  return {
    title: step.title,
    planHeading: step.planHeading ?? "",
    prompt: step.prompt,
    inputType: step.inputType,
    tips: step.helperTips.join("\n"),
    criteria: rubricJson(step.successCriteriaJSON),
    sampleAnswer: "",
  };
}

/** The server's field errors, each under its field: `successCriteriaJSON.criteria.0.weight` goes to the criteria. */
function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError)) return {};
  const errors: Record<string, string> = {};
  for (const issue of error.body?.errors ?? []) {
    const [field = "", ...rest] = issue.path.split(".");
    errors[field] ??= rest.length ? `${rest.join(".")}: ${issue.message}` : issue.message;
  }
  return errors;
}

/**
 * 'Edit Step: {title}'. Success Criteria apply only when their JSON parses: otherwise the field
 * says so and Save leaves them out, saving the other fields.
 */
export function StepEditPanel({ step, onClose }: { step: AdminStep; onClose: () => void }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { values, field } = useFormValues(() => formFromStep(step), errors);
  const [preview, setPreview] = useState<PreviewEvaluationResponse | null>(null);
  const update = useUpdateStep();
  const evaluate = usePreviewEvaluation(step.id);
  const heading = useRef<HTMLHeadingElement>(null);
  const parsedCriteria = parseCriteria(values.criteria);

  useEffect(() => heading.current?.focus(), [step.id]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    update.mutate(
      {
        stepId: step.id,
        changes: {
          title: values.title,
          planHeading: values.planHeading,
          prompt: values.prompt,
          inputType: values.inputType,
          helperTips: splitTips(values.tips),
          ...(parsedCriteria.valid
            ? { successCriteriaJSON: parsedCriteria.value as AdminStep["successCriteriaJSON"] }
            : {}),
        },
      },
      {
        onSuccess: () => {
          notify.success("Step updated successfully");
          onClose();
        },
        onError: (error) => {
          setErrors(fieldErrorsOf(error));
          notify.error("Error updating step", errorMessage(error, "Failed to update step"));
        },
      },
    );
  };

  const runPreview = () => {
    if (!values.sampleAnswer.trim()) {
      notify.error("Please enter a sample answer");
      return;
    }
    evaluate.mutate(values.sampleAnswer, {
      onSuccess: setPreview,
      onError: (error) =>
        notify.error("Error previewing evaluation", errorMessage(error, "Failed to preview evaluation")),
    });
  };

  return (
    <section aria-labelledby={`edit-step-${step.id}`} className="card border border-base-300 bg-base-100">
      <form className="card-body gap-1" onSubmit={save} noValidate>
        <h2 id={`edit-step-${step.id}`} ref={heading} tabIndex={-1} className="card-title outline-none">
          Edit Step: {step.title}
        </h2>
        <TextField label="Step Title" required {...field("title")} />
        <TextField
          label="Plan Heading"
          hint="This step's heading in the learner's business plan; the step title when empty."
          {...field("planHeading")}
        />
        <TextAreaField label="Prompt" rows={4} required {...field("prompt")} />
        <SelectField label="Answer Type" options={INPUT_TYPE_OPTIONS} {...field("inputType")} />
        <TextAreaField
          label="Helper Tips"
          hint="One tip per line"
          rows={3}
          {...field("tips")}
          error={errors.helperTips}
        />
        <TextAreaField
          label="Success Criteria (JSON)"
          rows={6}
          className="font-mono"
          spellCheck={false}
          {...field("criteria")}
          error={
            parsedCriteria.valid
              ? errors.successCriteriaJSON
              : "Invalid JSON: the success criteria will not be saved until it parses."
          }
        />

        <section aria-labelledby={`preview-${step.id}`} className="mt-3 rounded-box bg-base-200 p-3">
          <h3 id={`preview-${step.id}`} className="font-semibold">
            AI Evaluation Preview
          </h3>
          <TextAreaField
            label="Sample Answer"
            hint={
              values.inputType === "multi"
                ? "One item per line. The saved step is evaluated; nothing is stored."
                : "The saved step is evaluated; nothing is stored."
            }
            rows={4}
            {...field("sampleAnswer")}
          />
          <button
            type="button"
            className="btn btn-secondary btn-sm mt-1 self-start"
            disabled={!values.sampleAnswer.trim() || evaluate.isPending}
            onClick={runPreview}
          >
            {evaluate.isPending ? "Evaluating..." : "Preview Evaluation"}
          </button>
        </section>

        <FormActions className="card-actions mt-3 justify-end" onCancel={onClose} pending={update.isPending} />
      </form>
      <PreviewDialog result={preview} onClose={() => setPreview(null)} />
    </section>
  );
}

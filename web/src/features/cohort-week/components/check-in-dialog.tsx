import type { CheckIn } from "@contract/cohorts/week";
import { characterCount } from "@contract/text";
import { useState, type FormEvent } from "react";
import { FormActions } from "@/components/form-actions";
import { Modal } from "@/components/modal";
import { notify } from "@/components/notify";
import { SelectField } from "@/components/select-field";
import { TextAreaField } from "@/components/text-area-field";
import { TextField } from "@/components/text-field";
import { errorMessage } from "@/lib/api-client";
import { apiFieldErrors, fieldErrors, type FieldErrors } from "@/lib/form-errors";
import { useSessionUser } from "@/lib/session-user";
import { useSaveCheckIn } from "../api/save-check-in";
import { formOf, requestOf, type CheckInField, type CheckInForm } from "../check-in-form";

const TEXT_MAX = 500;
const CONFIDENCE = [1, 2, 3, 4, 5].map((value) => ({ value: String(value), label: `${value} of 5` }));

interface CheckInDialogProps {
  week: number;
  currency: string;
  current: CheckIn | null;
  onClose: () => void;
}

/** The week's check-in: its figures, a win and a blocker, checked as the server checks them. */
export function CheckInDialog({ week, currency, current, onClose }: CheckInDialogProps) {
  const [form, setForm] = useState<CheckInForm>(() => formOf(current));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveCheckIn(useSessionUser().id, week);
  const shown = { ...apiFieldErrors(save.error), ...errors };
  const failure =
    save.error && !Object.keys(apiFieldErrors(save.error)).length
      ? errorMessage(save.error, "Please try again.")
      : null;
  const set = (field: CheckInField) => (event: { target: { value: string } }) =>
    setForm((values) => ({ ...values, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The contract comes with its own chunk: only a learner checking in loads it.
    const { checkInRequestSchema } = await import("@contract/cohorts/week");
    const parsed = checkInRequestSchema.safeParse(requestOf(form));
    setErrors(parsed.success ? {} : fieldErrors(parsed.error.issues));
    if (!parsed.success) return;
    save.mutate(parsed.data, {
      onSuccess: () => {
        notify.success(current ? "Check-in updated" : "Checked in", `Week ${week} is saved.`);
        onClose();
      },
    });
  };

  const figure = (field: CheckInField, label: string, step: string) => (
    <TextField
      label={label}
      type="number"
      inputMode="decimal"
      min={0}
      step={step}
      required
      value={form[field]}
      onChange={set(field)}
      error={shown[field]}
    />
  );

  return (
    <Modal open title={`Week ${week} check-in`} onClose={onClose} className="max-w-lg">
      <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
        <div className="grid gap-x-3 sm:grid-cols-2">
          {figure("revenue", `Revenue this week (${currency})`, "0.01")}
          {figure("clients", "Paying clients", "1")}
          {figure("leads", "New leads or sales conversations", "1")}
          {figure("hours", "Hours worked", "0.5")}
        </div>
        <SelectField
          label="Your confidence"
          options={CONFIDENCE}
          value={form.confidence}
          onChange={set("confidence")}
          error={shown.confidence}
        />
        <TextAreaField
          label="One win"
          rows={2}
          value={form.win}
          onChange={set("win")}
          hint={`${characterCount(form.win.trim())}/${TEXT_MAX} characters`}
          error={shown.win}
        />
        <TextAreaField
          label="One blocker"
          rows={2}
          value={form.blocker}
          onChange={set("blocker")}
          hint={`${characterCount(form.blocker.trim())}/${TEXT_MAX} characters`}
          error={shown.blocker}
        />
        {failure && (
          <p role="alert" className="alert alert-error alert-soft text-sm">
            {failure}
          </p>
        )}
        <FormActions onCancel={onClose} pending={save.isPending}>
          {current ? "Update check-in" : "Check in"}
        </FormActions>
      </form>
    </Modal>
  );
}

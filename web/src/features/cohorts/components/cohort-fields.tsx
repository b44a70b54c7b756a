import { SelectField } from "@/components/select-field";
import { TextField } from "@/components/text-field";
import {
  currencyOptions,
  timeZoneOptions,
  weekdayOptions,
  type CohortFormErrors,
  type CohortFormValues,
} from "../cohort-form";

interface CohortFieldsProps {
  values: CohortFormValues;
  errors: CohortFormErrors;
  onChange: (values: CohortFormValues) => void;
  /** Fields a started cohort keeps, with why. */
  locked?: Partial<Record<keyof CohortFormValues, string>>;
}

/** A cohort's settings: the "New cohort" dialog's and the Settings tab's. */
export function CohortFields({ values, errors, onChange, locked = {} }: CohortFieldsProps) {
  const set = (field: keyof CohortFormValues) => (event: { target: { value: string } }) =>
    onChange({ ...values, [field]: event.target.value });
  return (
    <div className="grid gap-x-4 sm:grid-cols-2">
      <TextField
        label="Name"
        className="sm:col-span-2"
        required
        value={values.name}
        onChange={set("name")}
        error={errors.name}
      />
      <TextField
        label="Start date (a Monday)"
        type="date"
        required
        value={values.startDate}
        onChange={set("startDate")}
        disabled={Boolean(locked.startDate)}
        hint={locked.startDate}
        error={errors.startDate}
      />
      <TextField
        label="Length in weeks"
        type="number"
        inputMode="numeric"
        min={1}
        max={52}
        required
        value={values.weeks}
        onChange={set("weeks")}
        disabled={Boolean(locked.weeks)}
        hint={locked.weeks}
        error={errors.weeks}
      />
      <SelectField
        label="Time zone"
        options={timeZoneOptions(values.timeZone)}
        value={values.timeZone}
        onChange={set("timeZone")}
        disabled={Boolean(locked.timeZone)}
        hint={locked.timeZone ?? "Weeks start on Monday 00:00 here."}
        error={errors.timeZone}
      />
      <SelectField
        label="Currency of the check-ins"
        options={currencyOptions(values.currency)}
        value={values.currency}
        onChange={set("currency")}
        error={errors.currency}
      />
      <SelectField
        label="Check-in day"
        options={weekdayOptions}
        value={values.checkInWeekday}
        onChange={set("checkInWeekday")}
        error={errors.checkInWeekday}
      />
    </div>
  );
}

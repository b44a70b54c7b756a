import {
  EMAIL_CATEGORY_LABELS,
  EMAIL_RHYTHM_LABELS,
  EMAIL_RHYTHMS,
  type CategorySetting,
  type EmailCategory,
  type EmailRhythm,
} from "@contract/email";
import { useId } from "react";
import { SelectField } from "@/components/select-field";

const RHYTHM_OPTIONS = EMAIL_RHYTHMS.map((rhythm) => ({ value: rhythm, label: EMAIL_RHYTHM_LABELS[rhythm] }));

/** One category's switch and rhythm; the rhythm means nothing while its email is off. */
export function CategoryFieldset({
  category,
  setting,
  error,
  disabled,
  onChange,
}: {
  category: EmailCategory;
  setting: CategorySetting;
  error?: string;
  disabled: boolean;
  onChange: (change: Partial<CategorySetting>) => void;
}) {
  const errorId = useId();
  const label = EMAIL_CATEGORY_LABELS[category];
  return (
    <fieldset className="fieldset rounded-box border border-base-300 px-3 pb-2">
      <legend className="fieldset-legend px-1 text-sm">{label}</legend>
      <div className="flex flex-wrap items-end gap-x-4">
        <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
          <input
            type="checkbox"
            role="switch"
            className="toggle toggle-primary"
            checked={setting.email}
            disabled={disabled}
            // The visible "Email" starts the name, so voice control finds it by what it shows.
            aria-label={`Email me about ${label.toLowerCase()}`}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => onChange({ email: event.target.checked })}
          />
          Email
        </label>
        <SelectField
          label="How often"
          className="min-w-0 flex-1 basis-44 py-0"
          options={RHYTHM_OPTIONS}
          value={setting.rhythm}
          disabled={disabled || !setting.email}
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange({ rhythm: event.target.value as EmailRhythm })}
        />
      </div>
      {error && (
        <p id={errorId} className="text-sm text-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

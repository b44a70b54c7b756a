import type { QuietHours } from "@contract/email";
import { useId } from "react";
import { TextField } from "@/components/text-field";

/** The two ends of the quiet hours, in the learner's time zone. */
export function QuietHoursFieldset({
  quietHours,
  timeZone,
  errors,
  disabled,
  onChange,
}: {
  quietHours: QuietHours;
  timeZone: string;
  errors: { start?: string; end?: string };
  disabled: boolean;
  onChange: (change: Partial<QuietHours>) => void;
}) {
  const helpId = useId();
  return (
    <fieldset className="fieldset rounded-box border border-base-300 px-3 pb-2" aria-describedby={helpId}>
      <legend className="fieldset-legend px-1 text-sm">Quiet hours</legend>
      <div className="grid gap-x-3 min-[25rem]:grid-cols-2">
        <TextField
          label="Quiet from"
          type="time"
          className="py-0"
          value={quietHours.start}
          error={errors.start}
          disabled={disabled}
          onChange={(event) => onChange({ start: event.target.value })}
        />
        <TextField
          label="until"
          type="time"
          className="py-0"
          value={quietHours.end}
          error={errors.end}
          disabled={disabled}
          onChange={(event) => onChange({ end: event.target.value })}
        />
      </div>
      <p id={helpId} className="text-sm text-base-content/75">
        Emails that fall in quiet hours wait until they end ({timeZone}).
      </p>
    </fieldset>
  );
}

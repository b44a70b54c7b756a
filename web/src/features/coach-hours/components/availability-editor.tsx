import { SESSION_LIMITS } from "@contract/sessions/common";
import { SelectField } from "@/components/select-field";
import { endHours, newWindow, startHours, weekdayOptions, type HoursFormErrors, type WindowRow } from "../hours-form";

const hourOptions = (hours: readonly string[]) => hours.map((hour) => ({ value: hour, label: hour }));

/** The weekly windows, a row each: weekday, start and end on the hour; rows added and removed. */
export function AvailabilityEditor({
  rows,
  errors,
  onChange,
}: {
  rows: readonly WindowRow[];
  errors: HoursFormErrors;
  onChange: (rows: WindowRow[]) => void;
}) {
  const set = (index: number, field: "weekday" | "start" | "end", value: string) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, [field]: value } : row)));
  return (
    <fieldset className="grid gap-2">
      <legend className="font-semibold">Weekly hours</legend>
      <p className="text-sm text-base-content/75">
        Sessions start on the hour within these windows, each followed by your buffer.
      </p>
      {rows.length === 0 && <p className="text-sm">No hours yet: add a window.</p>}
      <ul className="grid gap-2">
        {rows.map((row, index) => (
          <li
            key={row.key}
            className="grid grid-cols-2 items-end gap-x-2 rounded-box bg-base-200 p-2 sm:grid-cols-[2fr_1fr_1fr_auto]"
          >
            <SelectField
              label={`Window ${index + 1}: weekday`}
              className="col-span-2 sm:col-span-1"
              options={weekdayOptions}
              value={row.weekday}
              onChange={(event) => set(index, "weekday", event.target.value)}
              error={errors[`availability.${index}.weekday`]}
            />
            <SelectField
              label="From"
              options={hourOptions(startHours)}
              value={row.start}
              onChange={(event) => set(index, "start", event.target.value)}
              error={errors[`availability.${index}.start`]}
            />
            <SelectField
              label="To"
              options={hourOptions(endHours)}
              value={row.end}
              onChange={(event) => set(index, "end", event.target.value)}
              error={errors[`availability.${index}.end`]}
            />
            <button
              type="button"
              className="btn btn-ghost btn-sm col-span-2 mb-1 justify-self-end sm:col-span-1"
              aria-label={`Remove window ${index + 1}`}
              onClick={() => onChange(rows.filter((_, at) => at !== index))}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      {errors.availability && <p className="text-sm text-error">{errors.availability}</p>}
      <button
        type="button"
        className="btn btn-outline btn-sm justify-self-start"
        disabled={rows.length >= SESSION_LIMITS.windowsMax}
        onClick={() => onChange([...rows, newWindow(rows)])}
      >
        Add a window
      </button>
    </fieldset>
  );
}

import { SESSION_LIMITS } from "@contract/sessions/common";
import { TextField } from "@/components/text-field";
import { newAway, type AwayRow, type HoursFormErrors } from "../hours-form";

/** The dates the coach is away, both days included, in their zone. */
export function AwayEditor({
  rows,
  today,
  errors,
  onChange,
}: {
  rows: readonly AwayRow[];
  /** YYYY-MM-DD in the coach's zone: a new range starts there. */
  today: string;
  errors: HoursFormErrors;
  onChange: (rows: AwayRow[]) => void;
}) {
  const set = (index: number, field: "from" | "to", value: string) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, [field]: value } : row)));
  return (
    <fieldset className="grid gap-2">
      <legend className="font-semibold">Away</legend>
      <p className="text-sm text-base-content/75">
        Learners cannot book these days. Sessions already booked on them are listed for you to move.
      </p>
      {rows.length === 0 && <p className="text-sm">No away dates.</p>}
      <ul className="grid gap-2">
        {rows.map((row, index) => (
          <li
            key={row.key}
            className="grid grid-cols-2 items-end gap-x-2 rounded-box bg-base-200 p-2 sm:grid-cols-[1fr_1fr_auto]"
          >
            <TextField
              label={`Away ${index + 1}: first day`}
              type="date"
              value={row.from}
              onChange={(event) => set(index, "from", event.target.value)}
              error={errors[`away.${index}.from`]}
            />
            <TextField
              label="Last day"
              type="date"
              min={row.from || undefined}
              value={row.to}
              onChange={(event) => set(index, "to", event.target.value)}
              error={errors[`away.${index}.to`]}
            />
            <button
              type="button"
              className="btn btn-ghost btn-sm col-span-2 mb-1 justify-self-end sm:col-span-1"
              aria-label={`Remove away ${index + 1}`}
              onClick={() => onChange(rows.filter((_, at) => at !== index))}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      {errors.away && <p className="text-sm text-error">{errors.away}</p>}
      <button
        type="button"
        className="btn btn-outline btn-sm justify-self-start"
        disabled={rows.length >= SESSION_LIMITS.awayMax}
        onClick={() => onChange([...rows, newAway(today)])}
      >
        Add away dates
      </button>
    </fieldset>
  );
}

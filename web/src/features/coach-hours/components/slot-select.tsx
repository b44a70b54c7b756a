import { FieldFrame, useFieldIds } from "@/components/field-frame";
import { formatTime, type SlotDay } from "../session-times";

/** The free times as a native select, one group a day: arrow keys and screen readers work as usual. */
export function SlotSelect({
  days,
  timeZone,
  value,
  onChange,
  error,
}: {
  days: readonly SlotDay[];
  timeZone: string;
  value: string;
  onChange: (startsAt: string) => void;
  error?: string;
}) {
  const hint = `In the coach's time zone, ${timeZone.replace(/_/g, " ")}.`;
  const { id, control } = useFieldIds({ hint, error });
  return (
    <FieldFrame id={id} label="New time" hint={hint} error={error}>
      <select
        className={`select w-full ${error ? "select-error" : ""}`}
        {...control}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="" disabled>
          Pick a free time
        </option>
        {days.map((day) => (
          <optgroup key={day.day} label={day.label}>
            {day.slots.map((slot) => (
              <option key={slot.startsAt} value={slot.startsAt}>
                {`${day.label}, ${formatTime(slot.startsAt, timeZone)}-${formatTime(slot.endsAt, timeZone)}`}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </FieldFrame>
  );
}

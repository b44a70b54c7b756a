import type { ScheduleDefault } from "@contract/cohorts/admin";
import type { CohortSchedule } from "@contract/cohorts/common";
import { formatPlainDate, isMondayDate, weekDeadlineDate } from "../cohort-form";

interface ScheduleEditorProps {
  phases: ScheduleDefault["phases"];
  schedule: CohortSchedule;
  /** The cohort's start and length as the form has them (null: not valid yet). */
  startDate: string;
  weeks: number | null;
  timeZone: string;
  error?: string;
  disabled?: boolean;
  onChange: (schedule: CohortSchedule) => void;
}

/** The week each phase is due, with the deadline it makes: Sunday 23:59 of that week in the cohort's zone. */
export function ScheduleEditor({
  phases,
  schedule,
  startDate,
  weeks,
  timeZone,
  error,
  disabled,
  onChange,
}: ScheduleEditorProps) {
  const weekOptions = Array.from({ length: weeks ?? 0 }, (_, index) => index + 1);
  const datesKnown = isMondayDate(startDate);
  const change = (key: keyof CohortSchedule, value: string) => {
    const next = { ...schedule };
    if (value) next[key] = Number(value);
    else delete next[key];
    onChange(next);
  };
  return (
    <fieldset className="fieldset" aria-describedby={error ? "schedule-error" : undefined}>
      <legend className="fieldset-legend">Schedule</legend>
      <p className="text-sm text-base-content/75">
        Each phase is due at the end of its week, Sunday 23:59 ({timeZone.replace(/_/g, " ")}).
      </p>
      <ul className="grid gap-2">
        {phases.map((phase) => {
          const week = schedule[phase.key];
          const id = `schedule-${phase.key}`;
          return (
            <li key={phase.key} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <label htmlFor={id} className="min-w-32 flex-1 font-medium">
                {phase.title} <span className="text-sm font-normal text-base-content/75">({phase.steps} steps)</span>
              </label>
              <select
                id={id}
                className="select select-sm w-32"
                value={week === undefined ? "" : String(week)}
                disabled={disabled || weeks === null}
                onChange={(event) => change(phase.key, event.target.value)}
              >
                <option value="">Not due</option>
                {weekOptions.map((option) => (
                  <option key={option} value={option}>
                    Week {option}
                  </option>
                ))}
                {week !== undefined && weeks !== null && week > weeks && <option value={week}>Week {week}</option>}
              </select>
              <span className="text-sm text-base-content/80 tabular-nums">
                {week !== undefined && datesKnown
                  ? `Due ${formatPlainDate(weekDeadlineDate(startDate, week))}, 23:59`
                  : ""}
              </span>
            </li>
          );
        })}
      </ul>
      {error && (
        <p id="schedule-error" className="text-error text-sm" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

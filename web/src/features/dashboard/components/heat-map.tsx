import { dayOfMonth, weekdayOf, type PeriodStats } from "../dashboard-stats";

const dayLabel = new Intl.DateTimeFormat(undefined, {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});
const WEEKDAYS = ["M", "T", "W", "T", "F", "S", "S"];

/**
 * A calendar heat map of active days, Monday first. A week or a month reads as a calendar
 * (weeks as rows); a lifetime as a year chart (weeks as columns, scrolling sideways).
 */
export function HeatMap({ days, wide }: { days: PeriodStats["days"]; wide: boolean }) {
  const padding = days.length ? weekdayOf(days[0]!.day) : 0;
  const cells = [...Array.from({ length: padding }, () => null), ...days];
  const describe = (cell: PeriodStats["days"][number]) =>
    `${dayLabel.format(new Date(`${cell.day}T00:00:00Z`))}: ${cell.active ? "active" : "no activity"}`;
  const active = days.filter((day) => day.active).length;
  return (
    <div className="overflow-x-auto">
      <div className={wide ? "flex gap-1" : ""}>
        <div
          className={`text-base-content/70 grid gap-1 text-center text-xs ${wide ? "grid-rows-7" : "mb-1 grid-cols-7"}`}
          aria-hidden="true"
        >
          {WEEKDAYS.map((letter, index) => (
            <span key={index} className={wide ? "flex size-4 items-center sm:size-5" : ""}>
              {letter}
            </span>
          ))}
        </div>
        <ol
          className={wide ? "grid w-max grid-flow-col grid-rows-7 gap-1" : "grid grid-cols-7 gap-1"}
          aria-label={`${active} active days of ${days.length}`}
        >
          {cells.map((cell, index) =>
            cell ? (
              <li
                key={cell.day}
                className={`flex items-center justify-center rounded-sm text-xs ${wide ? "size-4 sm:size-5" : "h-9"} ${
                  cell.active ? "bg-success text-success-content font-semibold" : "bg-base-200 text-base-content/70"
                }`}
                title={describe(cell)}
                aria-label={describe(cell)}
                data-active={cell.active}
              >
                {!wide && dayOfMonth(cell.day)}
              </li>
            ) : (
              <li key={`pad-${index}`} className={wide ? "size-4 sm:size-5" : "h-9"} aria-hidden="true" />
            ),
          )}
        </ol>
      </div>
      <div className="text-base-content/70 mt-2 flex items-center gap-3 text-xs">
        <span className="flex items-center gap-1">
          <span className="bg-success inline-block size-3 rounded-sm" /> Active day
        </span>
        <span className="flex items-center gap-1">
          <span className="bg-base-200 border-base-300 inline-block size-3 rounded-sm border" /> No activity
        </span>
      </div>
    </div>
  );
}

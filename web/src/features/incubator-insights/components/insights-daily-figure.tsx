import type { IncubatorInsights } from "@contract/incubator/insights";
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import { Table, type TableColumn } from "@/components/table";
import { dailyPoints, dailySummary, dayLabel, shortDayLabel, type DailyPoint } from "../insights-figures";
import { axisTick, chartColors, ChartFrame, tooltipStyle } from "@/components/chart-frame";

const COLUMNS: readonly TableColumn<DailyPoint>[] = [
  { id: "day", header: "Day", cell: (point) => <time dateTime={point.day}>{dayLabel(point.day)}</time> },
  { id: "evaluations", header: "Evaluations", cell: (point) => point.evaluations },
  { id: "gated", header: "Gate stops", cell: (point) => point.gated },
  { id: "coach", header: "Coach changes", cell: (point) => point.coachChanged },
];

const LINES = [
  { key: "evaluations", name: "Evaluations", color: chartColors.evaluations },
  { key: "gated", name: "Gate stops", color: chartColors.gated },
  { key: "coachChanged", name: "Coach changes", color: chartColors.coachChanged },
] as const;

/** Evaluations, gate stops and coach changes per day as lines, the days' table beside them (newest first). */
export function InsightsDailyFigure({ insights }: { insights: IncubatorInsights }) {
  const points = dailyPoints(insights.days);
  return (
    <div className="grid gap-4 xl:grid-cols-2 xl:items-start">
      <ChartFrame summary={dailySummary(insights)}>
        <LineChart
          responsive
          accessibilityLayer={false}
          style={{ width: "100%", height: "100%" }}
          data={points}
          margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tick={axisTick} tickFormatter={shortDayLabel} minTickGap={16} />
          <YAxis allowDecimals={false} tick={axisTick} />
          <Tooltip {...tooltipStyle} labelFormatter={(day) => dayLabel(String(day))} />
          <Legend itemSorter={null} />
          {LINES.map((line) => (
            <Line
              key={line.key}
              type="monotone"
              dataKey={line.key}
              name={line.name}
              stroke={line.color}
              strokeWidth={2}
              dot={false}
            />
          ))}
        </LineChart>
      </ChartFrame>
      {/* A month of rows scrolls in its own box, which the keyboard reaches too. */}
      <div className="max-h-96 overflow-y-auto" tabIndex={0} role="region" aria-label="Figures per day">
        <Table
          caption="Evaluations, gate stops and coach changes per day"
          columns={COLUMNS}
          rows={[...points].reverse()}
          rowKey={(point) => point.day}
          pageSize={Math.max(1, points.length)}
          empty={<p className="text-base-content/75 text-sm">No days to show.</p>}
        />
      </div>
    </div>
  );
}

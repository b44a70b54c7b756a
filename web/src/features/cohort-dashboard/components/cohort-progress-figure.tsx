import type { WeekFigures } from "@contract/cohorts/dashboard";
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import { axisTick, chartColors, tooltipStyle } from "@/components/chart-frame";
import type { TableColumn } from "@/components/table";
import { formatFigure, progressSummary } from "../dashboard-figures";
import { CohortWeekFigure, weekLabel } from "./cohort-week-figure";

const COLUMNS: readonly TableColumn<WeekFigures>[] = [
  { id: "expected", header: "Steps expected", cell: (week) => week.expectedSteps },
  { id: "passed", header: "Steps passed per learner", cell: (week) => formatFigure(week.passedSteps) },
];

/** Steps the schedule expects by each week against the steps learners passed, per learner. */
export function CohortProgressFigure({ series }: { series: readonly WeekFigures[] }) {
  return (
    <CohortWeekFigure
      summary={progressSummary(series)}
      caption="Steps expected and passed by each week"
      columns={COLUMNS}
      series={series}
    >
      <LineChart
        responsive
        accessibilityLayer={false}
        style={{ width: "100%", height: "100%" }}
        data={series}
        margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="week" tick={axisTick} />
        <YAxis allowDecimals={false} tick={axisTick} />
        <Tooltip {...tooltipStyle} labelFormatter={(week) => weekLabel(Number(week))} />
        <Legend itemSorter={null} />
        <Line
          type="stepAfter"
          dataKey="expectedSteps"
          name="Expected"
          stroke={chartColors.expected}
          strokeDasharray="6 3"
          strokeWidth={2}
          dot={false}
        />
        <Line type="monotone" dataKey="passedSteps" name="Passed" stroke={chartColors.passed} strokeWidth={2} />
      </LineChart>
    </CohortWeekFigure>
  );
}

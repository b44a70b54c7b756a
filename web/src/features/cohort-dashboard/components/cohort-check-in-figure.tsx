import type { WeekFigures } from "@contract/cohorts/dashboard";
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import { axisTick, chartColors, tooltipStyle } from "@/components/chart-frame";
import type { TableColumn } from "@/components/table";
import { checkInSummary, formatFigure, formatRate } from "../dashboard-figures";
import { CohortWeekFigure, weekLabel } from "./cohort-week-figure";

const COLUMNS: readonly TableColumn<WeekFigures>[] = [
  { id: "check-ins", header: "Check-ins", cell: (week) => formatFigure(week.checkIns) },
  { id: "rate", header: "Check-in rate", cell: (week) => formatRate(week.checkInRate) },
];

/** The share of the cohort's learners who checked in, week by week. */
export function CohortCheckInFigure({ series }: { series: readonly WeekFigures[] }) {
  return (
    <CohortWeekFigure summary={checkInSummary(series)} caption="Check-ins per week" columns={COLUMNS} series={series}>
      <BarChart
        responsive
        accessibilityLayer={false}
        style={{ width: "100%", height: "100%" }}
        data={series}
        margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="week" tick={axisTick} />
        <YAxis domain={[0, 1]} tickFormatter={(rate: number) => formatRate(rate)} tick={axisTick} />
        <Tooltip
          {...tooltipStyle}
          labelFormatter={(week) => weekLabel(Number(week))}
          formatter={(rate) => formatRate(typeof rate === "number" ? rate : null)}
        />
        <Bar dataKey="checkInRate" name="Check-in rate" fill={chartColors.checkIns} />
      </BarChart>
    </CohortWeekFigure>
  );
}

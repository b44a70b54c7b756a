import type { WeekFigures } from "@contract/cohorts/dashboard";
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import { axisTick, chartColors, tooltipStyle } from "@/components/chart-frame";
import type { TableColumn } from "@/components/table";
import { formatFigure, formatMoney, moneySummary } from "../dashboard-figures";
import { CohortWeekFigure, weekLabel } from "./cohort-week-figure";

/** The cohort's median weekly revenue (left axis, its currency) and paying clients (right axis) from the check-ins. */
export function CohortMoneyFigure({ series, currency }: { series: readonly WeekFigures[]; currency: string }) {
  const columns: readonly TableColumn<WeekFigures>[] = [
    {
      id: "revenue",
      header: `Median revenue (${currency})`,
      cell: (week) => formatMoney(week.medianRevenue, currency),
    },
    { id: "clients", header: "Median paying clients", cell: (week) => formatFigure(week.medianClients) },
  ];
  return (
    <CohortWeekFigure
      summary={moneySummary(series, currency)}
      caption="Median revenue and clients per week"
      columns={columns}
      series={series}
    >
      <LineChart
        responsive
        accessibilityLayer={false}
        style={{ width: "100%", height: "100%" }}
        data={series}
        margin={{ top: 8, right: 0, bottom: 0, left: 0 }}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="week" tick={axisTick} />
        <YAxis yAxisId="revenue" tick={axisTick} />
        <YAxis yAxisId="clients" orientation="right" allowDecimals={false} tick={axisTick} />
        <Tooltip {...tooltipStyle} labelFormatter={(week) => weekLabel(Number(week))} />
        <Legend itemSorter={null} />
        <Line
          yAxisId="revenue"
          type="monotone"
          dataKey="medianRevenue"
          name={`Median revenue (${currency})`}
          stroke={chartColors.revenue}
          strokeWidth={2}
        />
        <Line
          yAxisId="clients"
          type="monotone"
          dataKey="medianClients"
          name="Median clients"
          stroke={chartColors.clients}
          strokeWidth={2}
        />
      </LineChart>
    </CohortWeekFigure>
  );
}

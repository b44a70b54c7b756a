import type { BriefCheckIn } from "@contract/sessions/brief";
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import { axisTick, ChartFrame, chartColors, tooltipStyle } from "@/components/chart-frame";
import { checkInSummary } from "../session-brief";

/** Revenue (left axis), paying clients and confidence (right axis) by week: an image named by its summary. */
export default function CheckInsChart({ checkIns }: { checkIns: readonly BriefCheckIn[] }) {
  return (
    <ChartFrame summary={checkInSummary(checkIns)} height={200}>
      <LineChart
        responsive
        accessibilityLayer={false}
        style={{ width: "100%", height: "100%" }}
        data={[...checkIns]}
        margin={{ top: 8, right: 0, bottom: 0, left: -8 }}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="week" tick={axisTick} tickFormatter={(week) => `W${week}`} />
        <YAxis yAxisId="money" tick={axisTick} />
        <YAxis yAxisId="count" orientation="right" allowDecimals={false} tick={axisTick} />
        <Tooltip {...tooltipStyle} labelFormatter={(week) => `Week ${String(week)}`} />
        <Legend />
        <Line
          yAxisId="money"
          type="monotone"
          dataKey="revenue"
          name="Revenue"
          stroke={chartColors.revenue}
          strokeWidth={2}
        />
        <Line
          yAxisId="count"
          type="monotone"
          dataKey="clients"
          name="Paying clients"
          stroke={chartColors.clients}
          strokeWidth={2}
        />
        <Line
          yAxisId="count"
          type="monotone"
          dataKey="confidence"
          name="Confidence"
          stroke={chartColors.checkIns}
          strokeWidth={2}
        />
      </LineChart>
    </ChartFrame>
  );
}

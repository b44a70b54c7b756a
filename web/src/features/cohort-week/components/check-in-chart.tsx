import type { CheckIn } from "@contract/cohorts/week";
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import { trendSummary } from "../check-in-trend";

const axisTick = { fill: "currentColor", fontSize: 12 } as const;
const tooltip = {
  contentStyle: {
    background: "var(--color-base-100)",
    borderColor: "var(--color-base-300)",
    color: "var(--color-base-content)",
  },
} as const;

/** Revenue (left axis) and paying clients and leads (right axis) by week: an image named by its summary. */
export default function CheckInChart({ checkIns }: { checkIns: readonly CheckIn[] }) {
  return (
    <div
      role="img"
      aria-label={trendSummary(checkIns)}
      className="text-base-content w-full min-w-0"
      style={{ height: 256 }}
    >
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
        <Tooltip {...tooltip} labelFormatter={(week) => `Week ${String(week)}`} />
        <Legend />
        <Line
          yAxisId="money"
          type="monotone"
          dataKey="revenue"
          name="Revenue"
          stroke="var(--color-primary)"
          strokeWidth={2}
        />
        <Line
          yAxisId="count"
          type="monotone"
          dataKey="clients"
          name="Paying clients"
          stroke="var(--color-success)"
          strokeWidth={2}
        />
        <Line
          yAxisId="count"
          type="monotone"
          dataKey="leads"
          name="New leads"
          stroke="var(--color-info)"
          strokeWidth={2}
        />
      </LineChart>
    </div>
  );
}

import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import { axisTick, ChartFrame, chartColors, tooltipStyle } from "@/components/chart-frame";
import { formatAverage, ratedCoaches, ratingsSummary, type CoachRatings } from "../ratings";

/** Each rated coach's mean stars as a bar; the table beside it has every figure. */
export function RatingsChart({ coaches }: { coaches: readonly CoachRatings[] }) {
  const rated = ratedCoaches(coaches);
  return (
    <ChartFrame summary={ratingsSummary(coaches)} height={Math.max(120, 40 * rated.length + 40)}>
      <BarChart
        responsive
        accessibilityLayer={false}
        layout="vertical"
        style={{ width: "100%", height: "100%" }}
        data={rated}
        margin={{ top: 8, right: 16, bottom: 0, left: 8 }}
      >
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" domain={[0, 5]} ticks={[0, 1, 2, 3, 4, 5]} tick={axisTick} />
        <YAxis type="category" dataKey="name" width={110} tick={axisTick} />
        <Tooltip
          {...tooltipStyle}
          formatter={(average) => formatAverage(typeof average === "number" ? average : null)}
        />
        <Bar dataKey="average" name="Mean rating" fill={chartColors.evaluations} />
      </BarChart>
    </ChartFrame>
  );
}

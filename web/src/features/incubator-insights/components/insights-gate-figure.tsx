import type { IncubatorInsights } from "@contract/incubator/insights";
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import { Table, type TableColumn } from "@/components/table";
import { gateReasonCounts, gateSummary, type GateReasonCount } from "../insights-figures";
import { axisTick, chartColors, ChartFrame, tooltipStyle } from "@/components/chart-frame";

const COLUMNS: readonly TableColumn<GateReasonCount>[] = [
  { id: "reason", header: "Reason", cell: (entry) => entry.label },
  { id: "count", header: "Answers stopped", cell: (entry) => entry.count },
];

/** Answers the gate stopped over the window, by reason: horizontal bars and their table. */
export function InsightsGateFigure({ insights }: { insights: IncubatorInsights }) {
  const counts = gateReasonCounts(insights.days);
  return (
    <section className="grid gap-3" aria-label="Answers the gate stopped">
      <h3 className="font-semibold">Answers the gate stopped, by reason</h3>
      {counts.length === 0 ? (
        <p className="text-base-content/75 text-sm">{gateSummary(counts)}</p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
          <ChartFrame summary={gateSummary(counts)} height={48 + 32 * counts.length}>
            <BarChart
              responsive
              accessibilityLayer={false}
              layout="vertical"
              style={{ width: "100%", height: "100%" }}
              data={counts}
              margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
            >
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <XAxis type="number" allowDecimals={false} tick={axisTick} />
              <YAxis type="category" dataKey="label" width={120} tick={{ ...axisTick, fontSize: 11 }} />
              <Tooltip {...tooltipStyle} />
              <Bar dataKey="count" name="Answers stopped" fill={chartColors.gated} />
            </BarChart>
          </ChartFrame>
          <Table
            caption="Answers the gate stopped, by reason"
            columns={COLUMNS}
            rows={counts}
            rowKey={(entry) => entry.reason}
            pageSize={50}
            empty={null}
          />
        </div>
      )}
    </section>
  );
}

import type { IncubatorInsights, StepInsight } from "@contract/incubator/insights";
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from "recharts";
import { Table, type TableColumn } from "@/components/table";
import { formatMedian, phaseSummary, STEP_FIGURE_NAMES, stepLabel } from "../insights-figures";
import { axisTick, chartColors, ChartFrame, tooltipStyle } from "@/components/chart-frame";

const [REACHED, ATTEMPTED, PASSED, ATTEMPTS, SCORE, MISSING] = STEP_FIGURE_NAMES;
const COLUMNS: readonly TableColumn<StepInsight>[] = [
  { id: "step", header: "Step", cell: stepLabel },
  { id: "reached", header: REACHED, cell: (step) => step.reached },
  { id: "attempted", header: ATTEMPTED, cell: (step) => step.attempted },
  { id: "passed", header: PASSED, cell: (step) => step.passed },
  { id: "attempts", header: ATTEMPTS, cell: (step) => formatMedian(step.medianAttemptsToPass) },
  { id: "score", header: SCORE, cell: (step) => formatMedian(step.medianLatestScore) },
  {
    id: "missing",
    header: MISSING,
    cell: (step) => (step.topMissing ? `${step.topMissing.label} (${step.topMissing.count})` : "–"),
  },
];

/** One phase: reached → attempted → passed per step as grouped bars, every figure in the table under them. */
export function InsightsPhaseFigure({ phase }: { phase: IncubatorInsights["phases"][number] }) {
  return (
    <section className="grid gap-3" aria-label={`Phase ${phase.title}`}>
      <h3 className="font-semibold">{phase.title}</h3>
      {/* Seven columns need the card's width: the table goes under the chart. */}
      <div className="grid gap-4">
        <ChartFrame summary={phaseSummary(phase)}>
          <BarChart
            responsive
            accessibilityLayer={false}
            style={{ width: "100%", height: "100%" }}
            data={phase.steps}
            margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="order" tick={axisTick} />
            <YAxis allowDecimals={false} tick={axisTick} />
            <Tooltip
              {...tooltipStyle}
              labelFormatter={(_, payload) => stepLabel(payload[0]?.payload ?? { order: 0, title: "" })}
            />
            <Legend itemSorter={null} />
            <Bar dataKey="reached" name="Reached" fill={chartColors.reached} />
            <Bar dataKey="attempted" name="Attempted" fill={chartColors.attempted} />
            <Bar dataKey="passed" name="Passed" fill={chartColors.passed} />
          </BarChart>
        </ChartFrame>
        <Table
          caption={`${phase.title}: each step's learners and results`}
          columns={COLUMNS}
          rows={phase.steps}
          rowKey={(step) => step.stepId}
          pageSize={50}
          empty={<p className="text-base-content/75 text-sm">No active steps in this phase.</p>}
        />
      </div>
    </section>
  );
}

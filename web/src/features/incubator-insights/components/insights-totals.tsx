import { INSIGHTS, type IncubatorInsights } from "@contract/incubator/insights";
import { formatShare } from "../insights-figures";

/** The window's three totals, above the charts. */
export function InsightsTotals({ totals }: { totals: IncubatorInsights["totals"] }) {
  const stats = [
    { title: "Evaluations", value: String(totals.evaluations), description: `Last ${INSIGHTS.days} days` },
    { title: "Answers the gate stopped", value: String(totals.gated), description: "Never sent to the evaluator" },
    {
      title: "Verdicts coaches changed",
      value: formatShare(totals.coachChangedShare),
      description: `${totals.coachChanged} of ${totals.evaluations} evaluations`,
    },
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-3" aria-label={`Totals of the last ${INSIGHTS.days} days`}>
      {stats.map((stat) => (
        <div key={stat.title} className="card bg-base-100 border-base-300 gap-1 border p-4 shadow-sm">
          <dt className="text-base-content/75 text-sm font-semibold">{stat.title}</dt>
          <dd className="text-3xl font-extrabold tabular-nums">{stat.value}</dd>
          <dd className="text-base-content/75 text-sm">{stat.description}</dd>
        </div>
      ))}
    </dl>
  );
}

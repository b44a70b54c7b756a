import { INSIGHTS, type IncubatorInsights } from "@contract/incubator-insights";
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
    <dl className="stats stats-vertical sm:stats-horizontal bg-base-100 w-full shadow-sm">
      {stats.map((stat) => (
        <div key={stat.title} className="stat">
          <dt className="stat-title text-base-content/75 whitespace-normal">{stat.title}</dt>
          <dd className="stat-value text-2xl">{stat.value}</dd>
          <dd className="stat-desc text-base-content/75 whitespace-normal">{stat.description}</dd>
        </div>
      ))}
    </dl>
  );
}

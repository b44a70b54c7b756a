import { INSIGHTS, type StuckLearner } from "@contract/incubator/insights";
import { formatDate } from "@contract/relative-time";
import { useState } from "react";
import { Link } from "react-router-dom";
import { LoadMoreButton } from "@/components/load-more-button";
import { SectionCard } from "@/components/section-card";
import { errorMessage } from "@/lib/api-client";
import { routePaths } from "@/lib/route-paths";
import { useStuckLearners } from "../api/list-stuck-learners";
import { LoadingLine } from "@/components/loading-screen";

type Kind = StuckLearner["kind"];

const KINDS: readonly { kind: Kind; label: string; empty: string }[] = [
  {
    kind: "failing",
    label: `${INSIGHTS.stuckFailedAttempts}+ failed attempts`,
    empty: `No learner has failed a step ${INSIGHTS.stuckFailedAttempts} times or more.`,
  },
  {
    kind: "idle",
    label: `No attempt in ${INSIGHTS.stuckIdleDays} days`,
    empty: `No learner has left an open step without an attempt for ${INSIGHTS.stuckIdleDays} days.`,
  },
];

const why = (item: StuckLearner) =>
  item.kind === "failing"
    ? `${item.failedAttempts} failed attempts`
    : item.openedAt
      ? `No attempt since it opened on ${formatDate(new Date(item.openedAt))}`
      : "No attempt since it opened";

/**
 * Learners stuck on a step, one kind at a time, each linked to their Incubator as their coach reads
 * it. `reachedUndated` step openings predate the kept opening time: they never count as idle.
 */
export function InsightsStuckLearners({ reachedUndated }: { reachedUndated: number }) {
  const [kind, setKind] = useState<Kind>("failing");
  const pages = useStuckLearners(kind);
  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const current = KINDS.find((entry) => entry.kind === kind)!;

  return (
    <SectionCard
      title="Stuck learners"
      description={`${INSIGHTS.stuckFailedAttempts} or more failed attempts on a step, or no attempt ${INSIGHTS.stuckIdleDays} days after it opened.`}
    >
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Show learners with</legend>
        {KINDS.map((entry) => (
          <input
            key={entry.kind}
            type="radio"
            name="stuck-kind"
            className="btn btn-sm"
            aria-label={entry.label}
            checked={kind === entry.kind}
            onChange={() => setKind(entry.kind)}
          />
        ))}
      </fieldset>
      {pages.isPending && <LoadingLine text="Loading learners..." />}
      {pages.isError && (
        <p className="text-error" role="alert">
          {errorMessage(pages.error, "The stuck learners could not be loaded.")}
        </p>
      )}
      {pages.isSuccess && items.length === 0 && <p className="text-base-content/75 text-sm">{current.empty}</p>}
      {items.length > 0 && (
        <ul className="divide-base-300 grid divide-y" aria-label={`Learners stuck: ${current.label}`}>
          {items.map((item) => (
            <li key={`${item.learner.id}-${item.stepId}`} className="grid gap-0.5 py-2">
              <Link to={routePaths.adminLearnerIncubator(item.learner.id)} className="link font-semibold break-words">
                {item.learner.name}
              </Link>
              <span className="text-sm break-words">{item.stepTitle}</span>
              <span className="text-base-content/75 text-sm">{why(item)}</span>
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton pages={pages} />
      {kind === "idle" && reachedUndated > 0 && (
        <p className="text-base-content/75 text-xs">
          {reachedUndated} step openings came before their date was kept and never count as idle.
        </p>
      )}
    </SectionCard>
  );
}

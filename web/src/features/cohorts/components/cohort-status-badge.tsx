import type { CohortStatus } from "@contract/cohorts/common";

const STATUS: Record<CohortStatus, { label: string; className: string }> = {
  draft: { label: "Draft", className: "badge-ghost" },
  open: { label: "Open for enrolment", className: "badge-info" },
  running: { label: "Running", className: "badge-success" },
  finished: { label: "Finished", className: "badge-neutral" },
};

/** A cohort's state now, in words (never colour alone). */
export function CohortStatusBadge({ status }: { status: CohortStatus }) {
  const { label, className } = STATUS[status];
  return <span className={`badge badge-sm whitespace-nowrap ${className}`}>{label}</span>;
}

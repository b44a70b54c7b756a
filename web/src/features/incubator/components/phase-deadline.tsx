import type { CohortWeekLabel, PhaseDue } from "@contract/cohorts/due";
import { formatDateTime } from "@contract/relative-time";

// A cohort member's week and deadlines in the Incubator's views, in the browser's zone (Home's
// card, features/cohort-week, shows them in the learner's profile zone). Deadlines lock nothing.

/** When the phase is due; nothing outside a cohort. */
export function PhaseDeadline({ due, className = "" }: { due: PhaseDue | null | undefined; className?: string }) {
  if (!due) return null;
  return (
    <p className={`text-sm text-base-content/80 ${className}`}>
      Due end of week {due.week}: <time dateTime={due.deadline}>{formatDateTime(new Date(due.deadline))}</time>
    </p>
  );
}

/** The roadmap's "Week n of N" of the learner's cohort. */
export function CohortWeekLine({ label }: { label: CohortWeekLabel }) {
  const where = label.completed ? "Completed" : label.started ? `Week ${label.week} of ${label.weeks}` : "Starts soon";
  return (
    <p className="mb-3 font-semibold">
      {where} · {label.name}
    </p>
  );
}

/** The badge of work handed in after its phase's week was over: accepted, and marked. */
export const LateBadge = ({ late }: { late?: boolean }) =>
  late ? <span className="badge badge-warning badge-sm">Late</span> : null;

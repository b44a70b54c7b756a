import type { PhaseDue } from "@contract/cohorts/due";
import { formatDeadline } from "@/lib/format-deadline";

/** A cohort member's deadline for a phase, in their zone; nothing outside a cohort. Deadlines lock nothing. */
export function PhaseDeadline({ due, className = "" }: { due: PhaseDue | null | undefined; className?: string }) {
  if (!due) return null;
  return (
    <p className={`text-sm text-base-content/80 ${className}`}>
      Due end of week {due.week}: <time dateTime={due.deadline}>{formatDeadline(due.deadline)}</time>
    </p>
  );
}

/** The badge of work handed in after its phase's week was over: accepted, and marked. */
export const LateBadge = ({ late }: { late?: boolean }) =>
  late ? <span className="badge badge-warning badge-sm">Late</span> : null;

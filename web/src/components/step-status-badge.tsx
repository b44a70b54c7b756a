import type { StepStatus } from "@contract/incubator/common";

const LOOK: Record<StepStatus, { label: string; className: string }> = {
  complete: { label: "Complete", className: "border-green-300 bg-green-100 text-green-900" },
  in_progress: { label: "In Progress", className: "border-sky-300 bg-sky-100 text-sky-900" },
  locked: { label: "Locked", className: "border-base-300 bg-base-100 text-base-content" },
};

export function StepStatusBadge({ status }: { status: StepStatus }) {
  const look = LOOK[status];
  return <span className={`badge shrink-0 ${look.className}`}>{look.label}</span>;
}

import type { LearnerSession } from "@contract/sessions/learner";

const BADGES: Record<LearnerSession["status"], { label: string; tone: string }> = {
  booked: { label: "Booked", tone: "badge-primary" },
  held: { label: "Held", tone: "badge-success" },
  cancelled: { label: "Cancelled", tone: "badge-ghost" },
  no_show: { label: "Missed", tone: "badge-warning" },
};

export function SessionStatusBadge({ status }: { status: LearnerSession["status"] }) {
  const badge = BADGES[status];
  return <span className={`badge badge-sm ${badge.tone}`}>{badge.label}</span>;
}

/** Who changed the session and why: the coach's move or cancellation, or the learner's late cancellation. */
export function SessionChange({ session }: { session: LearnerSession }) {
  const byCoach = session.cancelledBy === "coach";
  if (session.status === "cancelled")
    return (
      <div role="note" className="rounded-field border-s-4 border-warning bg-base-200 p-3 text-sm">
        <p className="font-semibold">
          {byCoach ? "Cancelled by your coach" : "You cancelled this session"}
          {!byCoach && session.lateCancellation && " (recorded as late)"}
        </p>
        {byCoach && session.reason && <p className="break-words whitespace-pre-line">{session.reason}</p>}
      </div>
    );
  if (session.status === "booked" && session.reason)
    return (
      <div role="note" className="rounded-field border-s-4 border-info bg-base-200 p-3 text-sm">
        <p className="font-semibold">Your coach moved this session</p>
        <p className="break-words whitespace-pre-line">{session.reason}</p>
      </div>
    );
  return null;
}

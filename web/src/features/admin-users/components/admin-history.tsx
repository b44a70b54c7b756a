import type { AuditEntry } from "@contract/audit-log";
import { formatAge } from "@contract/relative-time";
import { useUserAuditLog } from "../api/list-user-audit-log";
import { Icon } from "@/components/icon";

const ACTION_LABELS: Partial<Record<AuditEntry["action"], string>> = {
  "user.update": "Account edited",
  "user.status": "Status changed",
  "user.role": "Role changed",
  "user.password_reset": "Password reset",
  "incubator_attempt.note": "Coach's note on an Incubator attempt",
  "incubator_attempt.pass": "Incubator attempt passed by a coach",
  "incubator_attempt.revise": "Incubator revision requested",
  "cohort_member.coach": "Coach changed in a cohort",
  "cohort_member.move": "Moved to another cohort",
  "cohort_member.remove": "Removed from a cohort",
};

const shown = (value: unknown) =>
  value === null || value === undefined || value === ""
    ? "(none)"
    : typeof value === "string"
      ? value
      : JSON.stringify(value);

/** This user's entries of the admin audit trail: who changed what, when, from what to what. */
export function AdminHistory({ userId }: { userId: string }) {
  const log = useUserAuditLog(userId);
  if (log.isPending) return <p className="text-base-content/75 text-sm">Loading admin history...</p>;
  if (log.isError) return <p className="text-error text-sm">The admin history could not be loaded.</p>;
  if (log.data.items.length === 0) return <p className="text-base-content/75 text-sm">No admin changes yet.</p>;
  const now = new Date();
  return (
    <ul className="grid gap-2 text-sm">
      {log.data.items.map((entry) => (
        <li key={entry.id} className="bg-base-200 rounded-box p-2">
          <p>
            <span className="font-semibold">{ACTION_LABELS[entry.action] ?? entry.action}</span> by{" "}
            {entry.actor.username}, <time dateTime={entry.createdAt}>{formatAge(new Date(entry.createdAt), now)}</time>
          </p>
          {entry.reason && <p className="mt-1 break-words whitespace-pre-line">Reason: {entry.reason}</p>}
          {Object.keys(entry.changes).length > 0 && (
            <ul className="text-base-content/80 mt-1 grid gap-0.5">
              {Object.entries(entry.changes).map(([field, change]) => (
                <li key={field} className="break-words">
                  {field}: {shown(change.before)}{" "}
                  <Icon name="arrow-right" className="inline size-3.5 align-[-2px]" label="to" /> {shown(change.after)}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

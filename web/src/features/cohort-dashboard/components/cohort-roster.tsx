import type { RosterRow } from "@contract/cohorts/dashboard";
import { Link } from "react-router-dom";
import { Table, type TableColumn } from "@/components/table";
import { routePaths } from "@/lib/route-paths";
import { STATUS_BADGES, STATUS_LABELS } from "../dashboard-figures";

const columns = (totalSteps: number): readonly TableColumn<RosterRow>[] => [
  {
    id: "learner",
    header: "Learner",
    cell: (row) => (
      <Link to={routePaths.adminLearnerIncubator(row.id)} className="link font-semibold break-words">
        {row.name}
      </Link>
    ),
  },
  {
    id: "status",
    header: "Status",
    cell: (row) => <span className={`badge badge-sm ${STATUS_BADGES[row.status]}`}>{STATUS_LABELS[row.status]}</span>,
  },
  { id: "checked-in", header: "Checked in this week", cell: (row) => (row.checkedIn ? "Yes" : "No") },
  {
    id: "coach",
    header: "Coach",
    cell: (row) => (row.coach ? `${row.coach.name}${row.mine ? " (you)" : ""}` : "None yet"),
  },
  { id: "steps", header: "Steps passed", cell: (row) => `${row.stepsPassed} of ${totalSteps}` },
];

/** The roster's rows as loaded so far, in the server's order (the caller's learners first). */
export function CohortRoster({
  rows,
  totalSteps,
  mine,
}: {
  rows: readonly RosterRow[];
  totalSteps: number;
  mine: boolean;
}) {
  return (
    <Table
      caption="The cohort's learners: status, check-in and coach"
      columns={columns(totalSteps)}
      rows={rows}
      rowKey={(row) => row.id}
      pageSize={Math.max(1, rows.length)}
      empty={
        <p className="text-base-content/75 text-sm">
          {mine ? "None of this cohort's learners is yours." : "This cohort has no learners yet."}
        </p>
      }
    />
  );
}

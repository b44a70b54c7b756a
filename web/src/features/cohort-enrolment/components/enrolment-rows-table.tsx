import type { EnrolmentOutcome, EnrolmentRowResult } from "@contract/cohorts/enrolment";
import { Table, type TableColumn } from "@/components/table";

/** Each outcome in words, for the dry run (what will happen) and the result (what happened). */
export const OUTCOME_LABELS: Record<EnrolmentOutcome, { label: string; badge: string }> = {
  add: { label: "Will be added", badge: "badge-success" },
  invite: { label: "Will be invited", badge: "badge-info" },
  member: { label: "Already in this cohort", badge: "badge-ghost" },
  invited: { label: "Invitation already sent", badge: "badge-ghost" },
  error: { label: "Error", badge: "badge-error" },
};

const COLUMNS: TableColumn<EnrolmentRowResult>[] = [
  { id: "row", header: "Row", cell: (row) => row.row, sortValue: (row) => row.row },
  { id: "name", header: "Name", cell: (row) => row.name || "(none)", sortValue: (row) => row.name },
  { id: "email", header: "Email", cell: (row) => <span className="break-all">{row.email}</span> },
  {
    id: "outcome",
    header: "Outcome",
    cell: (row) => (
      <span className={`badge badge-sm ${OUTCOME_LABELS[row.outcome].badge}`}>{OUTCOME_LABELS[row.outcome].label}</span>
    ),
    sortValue: (row) => row.outcome,
  },
  { id: "error", header: "Problem", cell: (row) => (row.error ? <span className="text-error">{row.error}</span> : "") },
];

/** The rows of a CSV as the server read them, errors first so they are seen. */
export function EnrolmentRowsTable({ rows, caption }: { rows: readonly EnrolmentRowResult[]; caption: string }) {
  const ordered = [...rows].sort(
    (a, b) => Number(b.outcome === "error") - Number(a.outcome === "error") || a.row - b.row,
  );
  return <Table caption={caption} columns={COLUMNS} rows={ordered} rowKey={(row) => String(row.row)} empty="No rows" />;
}

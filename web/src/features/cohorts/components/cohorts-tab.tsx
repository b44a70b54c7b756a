import type { CohortListItem } from "@contract/cohorts/admin";
import { useState } from "react";
import { Link } from "react-router-dom";
import { LoadMoreButton } from "@/components/load-more-button";
import { SectionCard } from "@/components/section-card";
import { Table, type TableColumn } from "@/components/table";
import { errorMessage } from "@/lib/api-client";
import { routePaths } from "@/lib/route-paths";
import { useCohorts } from "../api/list-cohorts";
import { formatPlainDate } from "../cohort-form";
import { CohortStatusBadge } from "./cohort-status-badge";
import { NewCohortDialog } from "./new-cohort-dialog";

const columns: TableColumn<CohortListItem>[] = [
  {
    id: "name",
    header: "Cohort",
    cell: (cohort) => (
      <Link to={routePaths.adminCohort(cohort.id)} className="link link-primary font-semibold break-words">
        {cohort.name}
      </Link>
    ),
  },
  { id: "status", header: "Status", cell: (cohort) => <CohortStatusBadge status={cohort.status} /> },
  {
    id: "start",
    header: "Starts",
    cell: (cohort) => (
      <span className="whitespace-nowrap">
        {formatPlainDate(cohort.startDate)}, {cohort.weeks} weeks
      </span>
    ),
  },
  { id: "learners", header: "Learners", cell: (cohort) => cohort.memberCount },
  { id: "coaches", header: "Coaches", cell: (cohort) => cohort.coachCount },
];

/** The admin panel's Cohorts tab: every cohort, newest start first, and "New cohort". */
export default function CohortsTab() {
  const cohorts = useCohorts();
  const [creating, setCreating] = useState(false);
  const rows = cohorts.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <SectionCard
      title="Cohorts"
      variant="outlined"
      description="Cohorts run the Incubator on a weekly rhythm, with deadlines and coaches."
      actions={
        <button type="button" className="btn btn-primary btn-sm" onClick={() => setCreating(true)}>
          New cohort
        </button>
      }
    >
      <Table
        caption="All cohorts"
        columns={columns}
        rows={rows}
        rowKey={(cohort) => cohort.id}
        loading={cohorts.isPending}
        error={cohorts.isError ? errorMessage(cohorts.error, "The cohorts could not be loaded.") : null}
        empty={<p className="py-6 text-center text-base-content/75">No cohorts yet.</p>}
        pageSize={Math.max(rows.length, 1)}
      />
      <LoadMoreButton pages={cohorts} className="justify-self-center" />
      {creating && <NewCohortDialog onClose={() => setCreating(false)} />}
    </SectionCard>
  );
}
